#pragma once

// AutomaticCheckView: one automatic check's result as a row: a coloured status pill
// (Pass / Warning / Fail / Unknown), the check's title, the sentence saying what it looked at
// and found, and when ("checked 2 hours ago", "checking…" while its previews are fetched). The
// addresses it looked at are in the tool tip. Advisory: nothing here sets a checklist status.
//
//   acp::AutomaticChecks checks(previewService);          // core: one per requirement
//   connect(&checks, &acp::AutomaticChecks::resultChanged, [&](const auto &result) {
//       viewFor(result.checkId)->setResult(result);       // one AutomaticCheckView per check
//   });
//   checks.evaluate(requirement.checks, linksOfTheRequirement);
//
// AutomaticChecksPanel does exactly that: a column of rows for one requirement.

#include "core/preview/AutomaticChecks.h"
#include "core/preview/LinkPreview.h"

#include <QDateTime>
#include <QHash>
#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace acp {

class AutomaticChecks;
class LinkPreviewService;

class AutomaticCheckView : public QWidget
{
    Q_OBJECT
public:
    explicit AutomaticCheckView(QWidget *parent = nullptr);

    void setResult(const AutomaticCheckResult &result);
    AutomaticCheckResult result() const { return m_result; }
    // The time relative dates are measured from; invalid (default): the current time.
    void setReferenceTime(const QDateTime &now);

    static QColor statusColor(CheckStatus status);

    // What the row shows, as plain text (tests, accessibility).
    QString statusText() const;
    QString titleText() const;
    QString summaryText() const;
    QString whenText() const;

private:
    void rebuild();

    AutomaticCheckResult m_result;
    QDateTime m_referenceTime;
    QLabel *m_status = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_when = nullptr;
};

// The automatic checks of one requirement: evaluate() runs them through the preview service
// and shows a row per check, updated as previews arrive. Empty (and hidden) without checks.
class AutomaticChecksPanel : public QWidget
{
    Q_OBJECT
public:
    explicit AutomaticChecksPanel(LinkPreviewService *service, QWidget *parent = nullptr);

    void evaluate(const QStringList &checkIds, const QList<QUrl> &links,
                  const AutomaticChecks::CheckContext &context = {});
    void refresh(); // fetches the checks' inputs again
    AutomaticChecks *checks() const { return m_checks; }
    AutomaticCheckView *view(const QString &checkId) const { return m_views.value(checkId); }
    void setReferenceTime(const QDateTime &now);

private:
    AutomaticChecks *m_checks = nullptr;
    QVBoxLayout *m_layout = nullptr;
    QHash<QString, AutomaticCheckView *> m_views;
    QDateTime m_referenceTime;
};

} // namespace acp
