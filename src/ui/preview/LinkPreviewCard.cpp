// Over 600 lines on purpose: one card for every kind of preview, one short function per kind,
// sharing the card's labels, chips and source view.
#include "ui/preview/LinkPreviewCard.h"

#include "core/i18n/InSentence.h"
#include "core/preview/LinkPreviewService.h"
#include "core/text/DisplayText.h"
#include "core/text/MarkdownOutline.h"
#include "ui/widgets/FlowLayout.h"
#include "ui/widgets/SourceView.h"
#include "ui/widgets/UiSupport.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QStyle>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace acp {

namespace {

QString shortDate(const QString &isoTimestamp)
{
    const QDateTime when = QDateTime::fromString(isoTimestamp, Qt::ISODate);
    if (!when.isValid())
        return {};
    return QLocale().toString(when.toLocalTime().date(), QLocale::ShortFormat);
}

QString addressText(const QUrl &url)
{
    // Decoded for reading, so a %E2%80%AE in the address would come back: neutralised.
    QString text =
        text::displayLine(url.toDisplayString(QUrl::RemoveScheme | QUrl::StripTrailingSlash));
    if (text.startsWith(QLatin1String("//")))
        text.remove(0, 2);
    return text;
}

QJsonValue displaySafe(const QJsonValue &value)
{
    if (value.isString())
        return text::displayMultiline(value.toString());
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &item : value.toArray())
            array.append(displaySafe(item));
        return array;
    }
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            it.value() = displaySafe(it.value());
        return object;
    }
    return value;
}

// A page's title and description, a repository's name and files, a run's branch: written by
// whoever controls the page or the repository. Shown neutralised (DisplayText.h), in plain-text
// labels or escaped.
LinkPreview displaySafe(LinkPreview preview)
{
    preview.title = text::displayLine(preview.title);
    preview.siteName = text::displayLine(preview.siteName);
    preview.description = text::displayMultiline(preview.description);
    preview.errorText = text::displayLine(preview.errorText);
    preview.details = displaySafe(QJsonValue(preview.details)).toObject();
    return preview;
}

QColor conclusionColor(const QString &conclusion)
{
    if (conclusion == QLatin1String("success"))
        return QColor(0x1a, 0x7f, 0x37);
    if (conclusion == QLatin1String("failure") || conclusion == QLatin1String("timed_out")
        || conclusion == QLatin1String("startup_failure"))
        return QColor(0xc0, 0x2b, 0x2b);
    if (conclusion.isEmpty())
        return QColor(0xb2, 0x6b, 0x00); // still running
    return QColor(0x6e, 0x77, 0x81);
}

constexpr int kMaxSourceLines = 16;
constexpr int kMaxListedSections = 8; // of a linked document, on the card

// Secondary text: between the text and the background, readable in light and dark palettes.
QColor secondaryTextColor(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    return QColor::fromRgbF(text.redF() * 0.62f + window.redF() * 0.38f,
                            text.greenF() * 0.62f + window.greenF() * 0.38f,
                            text.blueF() * 0.62f + window.blueF() * 0.38f);
}

QString sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

LinkPreviewCard::LinkPreviewCard(QWidget *parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(3);

    auto *header = new QHBoxLayout;
    header->setSpacing(6);
    m_icon = new QLabel(this);
    m_icon->setFixedSize(16, 16);
    m_icon->hide();
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::RichText); // built from escaped text only (rebuild())
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard
                                     | Qt::TextSelectableByMouse);
    m_title->setOpenExternalLinks(false);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    connect(m_title, &QLabel::linkActivated, this, [this] {
        if (m_preview.url.isValid())
            emit openRequested(m_preview.url);
    });
    m_refresh = new QToolButton(this);
    m_refresh->setAutoRaise(true);
    m_refresh->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_refresh, &QToolButton::clicked, this, &LinkPreviewCard::onRefreshClicked);
    header->addWidget(m_icon, 0, Qt::AlignTop);
    header->addWidget(m_title, 1);
    header->addWidget(m_refresh, 0, Qt::AlignTop);
    layout->addLayout(header);

    auto plainLabel = [this](bool secondary) {
        auto *label = new QLabel(this);
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        if (secondary) {
            QPalette palette = label->palette();
            palette.setColor(QPalette::WindowText, secondaryTextColor(palette));
            label->setPalette(palette);
        }
        return label;
    };
    m_site = plainLabel(true);
    m_description = plainLabel(false);
    m_details = plainLabel(false);
    m_chips = new QWidget(this);
    m_chipLayout = new FlowLayout(m_chips, 3, 3);
    m_chipLayout->setContentsMargins(0, 0, 0, 0);
    m_source = new SourceView(this);
    m_footer = plainLabel(true);
    for (QWidget *widget : { static_cast<QWidget *>(m_site), static_cast<QWidget *>(m_description),
                             static_cast<QWidget *>(m_details), m_chips,
                             static_cast<QWidget *>(m_source), static_cast<QWidget *>(m_footer) })
        layout->addWidget(widget);
    layout->addStretch(1);
    // As tall as its content: extra room in a column goes elsewhere.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    rebuild();
}

LinkPreviewCard::~LinkPreviewCard() = default;

void LinkPreviewCard::setService(LinkPreviewService *service)
{
    if (m_service)
        disconnect(m_service, nullptr, this, nullptr);
    m_service = service;
    if (service)
        connect(service, &LinkPreviewService::previewReady, this, &LinkPreviewCard::onPreviewReady);
    rebuild();
}

void LinkPreviewCard::setUrl(const QUrl &url)
{
    m_url = LinkPreviewService::normalizedUrl(url);
    LinkPreview placeholder;
    placeholder.url = m_url;
    placeholder.kind = LinkPreviewService::kindFor(m_url);
    m_preview = placeholder;
    if (m_service)
        m_service->request(m_url); // answers at once through onPreviewReady
    else
        rebuild();
}

void LinkPreviewCard::setPreview(const LinkPreview &preview)
{
    m_preview = displaySafe(preview);
    m_url = preview.url;
    rebuild();
}

void LinkPreviewCard::setReferenceTime(const QDateTime &now)
{
    m_referenceTime = now;
    rebuild();
}

QDateTime LinkPreviewCard::now() const
{
    return m_referenceTime.isValid() ? m_referenceTime : QDateTime::currentDateTimeUtc();
}

void LinkPreviewCard::onPreviewReady(const QUrl &url, const LinkPreview &preview)
{
    if (url != m_url)
        return;
    m_preview = displaySafe(preview);
    rebuild();
}

void LinkPreviewCard::onRefreshClicked()
{
    if (m_service && m_url.isValid())
        m_service->refresh(m_url);
}

bool LinkPreviewCard::isFailure() const
{
    return !m_preview.hasContent() && m_preview.lastAttemptFailed();
}

// ---- Building ----------------------------------------------------------------------------------

void LinkPreviewCard::rebuild()
{
    const LinkPreview &p = m_preview;
    m_titlePlain = p.title.isEmpty() ? addressText(p.url) : p.title;
    if (m_titlePlain.isEmpty())
        m_titlePlain = tr("No address");
    const bool linkable = p.url.isValid()
        && (p.url.scheme() == QLatin1String("http") || p.url.scheme() == QLatin1String("https"));
    m_title->setText(linkable ? QStringLiteral("<a href=\"%1\">%2</a>")
                                    .arg(p.url.toString(QUrl::FullyEncoded).toHtmlEscaped(),
                                         m_titlePlain.toHtmlEscaped())
                              : m_titlePlain.toHtmlEscaped());
    m_title->setToolTip(text::toolTipLine(p.url.toDisplayString()));

    QString site = p.siteName;
    const QString address = addressText(p.url);
    if (!address.isEmpty() && address != m_titlePlain)
        site = site.isEmpty() ? address : site + QStringLiteral(" · ") + address;
    m_site->setText(site);
    m_site->setVisible(!site.isEmpty());

    m_description->clear();
    m_details->clear();
    m_chipLayout->clear();
    m_source->setPlainText(QString());
    m_source->hide();

    if (p.hasContent()) {
        m_description->setText(p.description);
        switch (p.kind) {
        case PreviewKind::GitHubRepo:
            showRepository();
            break;
        case PreviewKind::GitHubFile:
            showFile();
            break;
        case PreviewKind::GitHubWorkflow:
            showWorkflow();
            break;
        case PreviewKind::GitHubReleases:
            showReleases();
            break;
        case PreviewKind::WebPage:
            showWebPage();
            break;
        }
    }
    m_description->setVisible(!m_description->text().isEmpty());
    m_details->setVisible(!m_details->text().isEmpty());
    m_chips->setVisible(m_chipLayout->count() > 0);

    // A failure without content is the card's message, with an icon; otherwise the footer.
    const bool failure = isFailure();
    const bool warnIcon = failure || (p.hasContent() && p.lastAttemptFailed());
    m_icon->setVisible(warnIcon);
    if (warnIcon)
        m_icon->setPixmap(style()
                              ->standardIcon(failure ? QStyle::SP_MessageBoxWarning
                                                     : QStyle::SP_MessageBoxInformation)
                              .pixmap(16, 16));
    m_footer->setText(footerText());
    m_footer->setVisible(!m_footer->text().isEmpty());

    // Fetch / Retry / Refresh, when a service can do it.
    const bool canFetch = m_service && linkable && !p.fetching
        && m_service->fetchPolicy() != LinkPreviewService::FetchPolicy::Never
        && p.status != PreviewStatus::BlockedScheme && p.status != PreviewStatus::BlockedAddress;
    m_refresh->setVisible(canFetch);
    if (canFetch) {
        if (p.awaitingPermission || p.heldBack || p.status == PreviewStatus::NotFetched)
            m_refresh->setText(tr("Fetch"));
        else if (p.lastAttemptFailed())
            m_refresh->setText(tr("Retry"));
        else
            m_refresh->setText(tr("Refresh"));
        m_refresh->setToolTip(tr("Fetch this preview again now"));
    }
    setAccessibleName(tr("Preview of %1").arg(m_titlePlain));
}

QString LinkPreviewCard::footerText() const
{
    const LinkPreview &p = m_preview;
    QStringList parts;
    if (p.hasContent()) {
        parts << tr("fetched %1").arg(ui::relativeTime(p.fetchedAt, now()));
        if (p.lastAttemptFailed())
            parts << tr("the last refresh failed (%1): %2")
                         .arg(inSentence(previewStatusDisplayName(p.status)), p.errorText);
    } else if (p.lastAttemptFailed()) {
        QString text = previewStatusDisplayName(p.status);
        if (!p.errorText.isEmpty())
            text += QStringLiteral(": ") + p.errorText;
        parts << text;
        if (p.attemptedAt.isValid())
            parts << tr("tried %1").arg(ui::relativeTime(p.attemptedAt, now()));
    } else if (p.fetching) {
        parts << tr("Fetching the preview…");
    } else if (p.awaitingPermission) {
        parts << tr("Not fetched yet: previews are fetched when you ask.");
    } else if (p.heldBack) {
        parts << tr("Not fetched: this application has more links than are previewed by "
                    "themselves (%1). Press Fetch to preview this one.")
                     .arg(LinkPreviewService::MaxAutomaticFetches);
    } else if (m_service && m_service->fetchPolicy() == LinkPreviewService::FetchPolicy::Never) {
        parts << tr("Not fetched: previews are turned off, and none is cached.");
    } else {
        parts << tr("Not fetched yet.");
    }
    if (p.fetching && (p.hasContent() || p.lastAttemptFailed()))
        parts << tr("refreshing…");
    return parts.join(QStringLiteral(" · "));
}

void LinkPreviewCard::addRunChips(const QJsonArray &runs, const QString &label)
{
    if (runs.isEmpty())
        return;
    auto *caption = new QLabel(label, m_chips);
    caption->setTextFormat(Qt::PlainText);
    m_chipLayout->addWidget(caption);
    for (const QJsonValue &value : runs) {
        const QJsonObject run = value.toObject();
        const QString conclusion = run.value(QLatin1String("conclusion")).toString();
        const QColor background = conclusionColor(conclusion);
        auto *chip = new QLabel(m_chips);
        chip->setTextFormat(Qt::PlainText);
        const bool success = conclusion == QLatin1String("success");
        const bool failed = background == conclusionColor(QStringLiteral("failure"));
        chip->setText(success                    ? QStringLiteral("✓")
                          : failed               ? QStringLiteral("✗")
                          : conclusion.isEmpty() ? QStringLiteral("…")
                                                 : QStringLiteral("–"));
        chip->setAlignment(Qt::AlignCenter);
        chip->setMinimumWidth(chip->fontMetrics().height() + 4);
        chip->setStyleSheet(
            QStringLiteral("QLabel { background: %1; color: %2; border-radius: 3px; "
                           "padding: 0px 3px; }")
                .arg(background.name(), ui::contrastingTextColor(background).name()));
        const QString state =
            conclusion.isEmpty() ? run.value(QLatin1String("status")).toString() : conclusion;
        chip->setProperty("conclusion", state);
        chip->setAccessibleName(state);
        chip->setToolTip(text::toolTipLine(
            QStringLiteral("%1 · %2 · %3 · %4")
                .arg(run.value(QLatin1String("name")).toString(), state,
                     run.value(QLatin1String("head_branch")).toString(),
                     shortDate(run.value(QLatin1String("created_at")).toString()))));
        m_chipLayout->addWidget(chip);
    }
}

void LinkPreviewCard::showRepository()
{
    const QJsonObject d = m_preview.details;
    QStringList lines;
    QStringList facts;
    facts << tr("★ %1").arg(QLocale().toString(d.value(QLatin1String("stars")).toInteger()));
    const QString license = d.value(QLatin1String("license")).toString();
    facts << (license.isEmpty() || license == QLatin1String("NOASSERTION")
                  ? tr("no licence detected")
                  : license);
    const QString pushed = shortDate(d.value(QLatin1String("pushed_at")).toString());
    if (!pushed.isEmpty())
        facts << tr("last push %1").arg(pushed);
    if (d.value(QLatin1String("archived")).toBool())
        facts << tr("archived");
    lines << facts.join(QStringLiteral(" · "));

    const QJsonObject release = d.value(QLatin1String("latest_release")).toObject();
    if (release.isEmpty()) {
        lines << tr("Latest release: none");
    } else {
        const QString date = shortDate(release.value(QLatin1String("published_at")).toString());
        const QString tag = release.value(QLatin1String("tag")).toString();
        lines << (date.isEmpty() ? tr("Latest release: %1").arg(tag)
                                 : tr("Latest release: %1 (%2)").arg(tag, date));
    }
    const QJsonObject policy = d.value(QLatin1String("security_policy")).toObject();
    lines << (policy.value(QLatin1String("found")).toBool()
                  ? tr("Security policy: yes (%1)")
                        .arg(policy.value(QLatin1String("path")).toString())
                  : tr("Security policy: none found"));
    m_details->setText(lines.join(QLatin1Char('\n')));
    const QString branch = d.value(QLatin1String("default_branch")).toString();
    addRunChips(d.value(QLatin1String("ci_runs")).toArray(),
                branch.isEmpty() ? tr("CI:") : tr("CI on %1:").arg(branch));
}

void LinkPreviewCard::setSectionMatcher(SectionMatcher matcher)
{
    m_sectionMatcher = std::move(matcher);
    rebuild();
}

void LinkPreviewCard::showFile()
{
    const QJsonObject d = m_preview.details;
    QStringList facts;
    facts << d.value(QLatin1String("path")).toString() + QStringLiteral(" @ ")
            + d.value(QLatin1String("ref")).toString();
    if (d.value(QLatin1String("type")).toString() == QLatin1String("dir")) {
        QStringList entries;
        const QJsonArray listed = d.value(QLatin1String("entries")).toArray();
        for (const QJsonValue &entry : listed)
            entries << entry.toString();
        m_details->setText(facts.join(QString()) + QLatin1Char('\n')
                           + entries.join(QStringLiteral(", ")));
        return;
    }
    if (d.contains(QLatin1String("size")))
        facts << sizeText(d.value(QLatin1String("size")).toInteger());
    const QString language = d.value(QLatin1String("language")).toString();
    if (!language.isEmpty())
        facts << language;
    QString text = facts.join(QStringLiteral(" · "));
    const QString content = d.value(QLatin1String("content")).toString();
    if (d.value(QLatin1String("binary")).toBool())
        text += QLatin1Char('\n') + tr("A binary file: its content is not shown.");
    else if (d.value(QLatin1String("truncated")).toBool())
        text += QLatin1Char('\n')
            + (content.isEmpty() ? tr("Too large for GitHub to send its content.")
                                 : tr("Showing the beginning of the file."));
    const QString path = d.value(QLatin1String("path")).toString();
    const bool markdown = path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)
        || path.endsWith(QLatin1String(".markdown"), Qt::CaseInsensitive);
    m_matchedLine = 0;
    if (markdown && !content.isEmpty() && !d.value(QLatin1String("binary")).toBool()) {
        // A document in the applicant's repository: its sections, and the one about the
        // requirement it is evidence for.
        const QList<MarkdownHeading> headings = MarkdownOutline::headingsOf(content);
        QStringList names;
        for (const MarkdownHeading &heading : headings) {
            if (names.size() == kMaxListedSections) {
                names << QString(QChar(0x2026));
                break;
            }
            names << text::displayLine(heading.text);
        }
        if (!names.isEmpty())
            text += QLatin1Char('\n') + tr("Sections: %1").arg(names.join(QStringLiteral(" · ")));
        if (m_sectionMatcher) {
            if (const std::optional<MarkdownHeading> matched =
                    MarkdownOutline::bestMatching(headings, m_sectionMatcher)) {
                m_matchedLine = matched->line;
                text += QLatin1Char('\n')
                    + tr("About this requirement: %1 (lines %2–%3).")
                          .arg(text::quoted(text::displayLine(matched->text)))
                          .arg(matched->line)
                          .arg(matched->lastLine);
            }
        }
    }
    m_details->setText(text);
    if (!content.isEmpty() && !d.value(QLatin1String("binary")).toBool()) {
        // A file name lets the highlighter pick the syntax ("setup.py", "ci.yml").
        m_source->setSource(content, path.mid(path.lastIndexOf(QLatin1Char('/')) + 1));
        if (m_matchedLine > 0) {
            // The matched section at the top of the view.
            const QTextBlock block = m_source->document()->findBlockByNumber(m_matchedLine - 1);
            QTextCursor cursor(block);
            m_source->setTextCursor(cursor);
            m_source->verticalScrollBar()->setValue(block.firstLineNumber());
        }
        // As tall as the text, up to kMaxSourceLines lines; it scrolls beyond.
        const int lines = std::min<int>(kMaxSourceLines, int(content.count(QLatin1Char('\n'))) + 1);
        const int margins =
            2 * (m_source->frameWidth() + int(m_source->document()->documentMargin()));
        m_source->setFixedHeight(lines * m_source->fontMetrics().lineSpacing() + margins + 2);
        m_source->show();
    }
}

void LinkPreviewCard::showWorkflow()
{
    const QJsonObject d = m_preview.details;
    const QJsonArray runs = d.value(QLatin1String("runs")).toArray();
    if (runs.isEmpty())
        m_details->setText(tr("No runs yet."));
    addRunChips(runs, tr("Recent runs:"));
}

void LinkPreviewCard::showReleases()
{
    const QJsonArray releases = m_preview.details.value(QLatin1String("releases")).toArray();
    QStringList lines;
    for (const QJsonValue &value : releases) {
        const QJsonObject release = value.toObject();
        QString line = release.value(QLatin1String("tag")).toString();
        const QString date = shortDate(release.value(QLatin1String("published_at")).toString());
        if (!date.isEmpty())
            line += QStringLiteral(" — ") + date;
        if (release.value(QLatin1String("prerelease")).toBool())
            line += QLatin1Char(' ') + tr("(pre-release)");
        lines << line;
    }
    m_details->setText(lines.isEmpty() ? tr("No releases.") : lines.join(QLatin1Char('\n')));
}

void LinkPreviewCard::showWebPage()
{
    const QJsonObject d = m_preview.details;
    QStringList facts;
    const QString contentType =
        d.value(QLatin1String("content_type")).toString().section(QLatin1Char(';'), 0, 0).trimmed();
    if (!contentType.isEmpty() && contentType != QLatin1String("text/html"))
        facts << contentType;
    if (d.contains(QLatin1String("content_length")))
        facts << sizeText(d.value(QLatin1String("content_length")).toInteger());
    const QString finalUrl = d.value(QLatin1String("final_url")).toString();
    if (!finalUrl.isEmpty() && QUrl(finalUrl) != m_preview.url)
        facts << tr("redirects to %1").arg(addressText(QUrl(finalUrl)));
    if (m_preview.imageUrl.isValid())
        facts << tr("image (not loaded): %1").arg(addressText(m_preview.imageUrl));
    m_details->setText(facts.join(QLatin1Char('\n')));
}

// ---- Texts -------------------------------------------------------------------------------------

QString LinkPreviewCard::titleText() const
{
    return m_titlePlain;
}

QString LinkPreviewCard::siteText() const
{
    return m_site->text();
}

QString LinkPreviewCard::descriptionText() const
{
    return m_description->text();
}

QString LinkPreviewCard::detailsText() const
{
    return m_details->text();
}

QString LinkPreviewCard::statusText() const
{
    return m_footer->text();
}

QString LinkPreviewCard::sourceText() const
{
    return m_source->isVisibleTo(this) ? m_source->toPlainText() : QString();
}

QStringList LinkPreviewCard::chipTexts() const
{
    QStringList texts;
    for (int i = 0; i < m_chipLayout->count(); ++i) {
        if (QWidget *widget = m_chipLayout->itemAt(i)->widget()) {
            const QVariant conclusion = widget->property("conclusion");
            if (conclusion.isValid())
                texts << conclusion.toString();
        }
    }
    return texts;
}

} // namespace acp
