#pragma once

// LinkPreviewCard: one link's preview, for the checklist's evidence lists.
//
//   auto *card = new acp::LinkPreviewCard(parent);
//   card->setService(previewService);   // optional; follows the service's updates
//   card->setUrl(url);                  // asks the service: cached card at once, refreshed in
//                                       // the background when missing or stale
//   connect(card, &acp::LinkPreviewCard::openRequested, ...);   // open the address yourself
//
// Without a service, setPreview() shows a LinkPreview as it is (reports, tests).
//
// What it shows: the title (the address when the page has none) as a link, the site and
// address, the description, and by kind: a repository's stars, licence, last push, latest
// release and whether it has a security policy, with its recent CI runs as small coloured
// chips; a file's content in a read-only monospace view (highlighted with KSyntaxHighlighting
// where the build has it); a workflow's recent runs as chips; a release list. The footer says
// when it was fetched ("fetched 3 days ago"), that a refresh is running, or that the last
// refresh failed (the good content stays). A link that never loaded shows why, as text with an
// icon ("Not found", "Timed out", "Page too large", "Redirect loop", ...), never an empty card.
// A Fetch / Retry / Refresh button asks the service to fetch again (fetch policy "ask" waits
// for it; "never" hides it). Page texts are shown as plain text; og:image is shown as an address
// and never loaded.

#include "core/preview/LinkPreview.h"
#include "core/preview/LinkPreviewService.h"

#include <QDateTime>
#include <QFrame>
#include <QPointer>
#include <QUrl>

#include <functional>

class QLabel;
class QToolButton;
class QWidget;

namespace acp {

class FlowLayout;
class SourceView;

class LinkPreviewCard : public QFrame
{
    Q_OBJECT
public:
    explicit LinkPreviewCard(QWidget *parent = nullptr);
    ~LinkPreviewCard() override;

    void setService(LinkPreviewService *service);
    LinkPreviewService *service() const { return m_service; }
    void setUrl(const QUrl &url);
    QUrl url() const { return m_url; }

    void setPreview(const LinkPreview &preview);
    LinkPreview preview() const { return m_preview; }

    // The time relative dates are measured from; invalid (default): the current time.
    void setReferenceTime(const QDateTime &now);

    // How plainly a heading of a Markdown file names what the card is shown for (0: not at
    // all; the checklist ranks a heading alias of the requirement above its keywords). The
    // best such section of a linked document is named and scrolled to; none set: the
    // document's sections are only listed.
    using SectionMatcher = std::function<int(const QString &heading)>;
    void setSectionMatcher(SectionMatcher matcher);
    // The line of the section shown first (the matched one), 0 when none.
    int matchedSectionLine() const { return m_matchedLine; }

    // What the card shows, as plain text (tests, accessibility).
    QString titleText() const;
    QString siteText() const;
    QString descriptionText() const;
    QString detailsText() const;
    QString statusText() const; // the footer, or the failure
    QString sourceText() const; // a file's content, empty for other kinds
    QStringList chipTexts() const; // one per run chip: "success", "failure", ...
    bool isFailure() const; // shows a failure instead of content

signals:
    void openRequested(const QUrl &url);

private:
    void onPreviewReady(const QUrl &url, const LinkPreview &preview);
    void onRefreshClicked();
    void rebuild();
    void showRepository();
    void showFile();
    void showWorkflow();
    void showReleases();
    void showWebPage();
    void addRunChips(const QJsonArray &runs, const QString &label);
    QString footerText() const;
    QDateTime now() const;

    QPointer<LinkPreviewService> m_service;
    QUrl m_url;
    LinkPreview m_preview;
    QDateTime m_referenceTime;

    QLabel *m_icon = nullptr;
    QLabel *m_title = nullptr;
    QToolButton *m_refresh = nullptr;
    QLabel *m_site = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_details = nullptr;
    QWidget *m_chips = nullptr;
    FlowLayout *m_chipLayout = nullptr;
    SourceView *m_source = nullptr;
    QLabel *m_footer = nullptr;
    QString m_titlePlain;
    SectionMatcher m_sectionMatcher;
    int m_matchedLine = 0;
};

} // namespace acp
