#include "ui/preview/AutomaticCheckView.h"

#include "core/preview/AutomaticChecks.h"
#include "core/text/DisplayText.h"
#include "ui/widgets/UiSupport.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace acp {

AutomaticCheckView::AutomaticCheckView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->setSpacing(8);
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_status, 0, Qt::AlignTop);

    auto *text = new QVBoxLayout;
    text->setSpacing(1);
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_summary = new QLabel(this);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_when = new QLabel(this);
    m_when->setTextFormat(Qt::PlainText);
    QPalette secondary = m_when->palette();
    const QColor ink = secondary.color(QPalette::WindowText);
    const QColor paper = secondary.color(QPalette::Window);
    secondary.setColor(QPalette::WindowText,
                       QColor::fromRgbF(ink.redF() * 0.62f + paper.redF() * 0.38f,
                                        ink.greenF() * 0.62f + paper.greenF() * 0.38f,
                                        ink.blueF() * 0.62f + paper.blueF() * 0.38f));
    m_when->setPalette(secondary);
    text->addWidget(m_title);
    text->addWidget(m_summary);
    text->addWidget(m_when);
    text->addStretch(1);
    layout->addLayout(text, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    rebuild();
}

QColor AutomaticCheckView::statusColor(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass:
        return QColor(0x1a, 0x7f, 0x37);
    case CheckStatus::Warn:
        return QColor(0xb2, 0x6b, 0x00);
    case CheckStatus::Fail:
        return QColor(0xc0, 0x2b, 0x2b);
    case CheckStatus::Unknown:
    case CheckStatus::NotApplicable:
        break;
    }
    return QColor(0x6e, 0x77, 0x81);
}

void AutomaticCheckView::setResult(const AutomaticCheckResult &result)
{
    m_result = result;
    rebuild();
}

void AutomaticCheckView::setReferenceTime(const QDateTime &now)
{
    m_referenceTime = now;
    rebuild();
}

void AutomaticCheckView::rebuild()
{
    const QColor background = statusColor(m_result.status);
    m_status->setText(checkStatusDisplayName(m_result.status));
    m_status->setStyleSheet(
        QStringLiteral(
            "QLabel { background: %1; color: %2; border-radius: 8px; padding: 1px 6px; }")
            .arg(background.name(), ui::contrastingTextColor(background).name()));
    // The padding, and a pixel more for rounding: a squeezed badge would cut its word.
    const QFontMetrics metrics = m_status->fontMetrics();
    m_status->setMinimumWidth(std::max(metrics.horizontalAdvance(QStringLiteral("Warning")),
                                       metrics.horizontalAdvance(m_status->text()))
                              + 14);
    m_title->setText(m_result.checkId.isEmpty() ? QString()
                                                : AutomaticChecks::checkTitle(m_result.checkId));
    // Summaries quote what the check read (release names, file names): neutralised.
    m_summary->setText(text::displayMultiline(m_result.summary));

    QStringList when;
    if (m_result.checkedAt.isValid() && !m_result.checkId.isEmpty())
        when << tr("checked %1")
                    .arg(ui::relativeTime(m_result.checkedAt,
                                          m_referenceTime.isValid()
                                              ? m_referenceTime
                                              : QDateTime::currentDateTimeUtc()));
    if (m_result.pending)
        when << tr("checking…");
    when << tr("advisory only");
    m_when->setText(when.join(QStringLiteral(" · ")));
    m_when->setToolTip(ui::fullDateTime(m_result.checkedAt));

    QStringList lookedAt;
    for (const QUrl &url : std::as_const(m_result.lookedAt))
        lookedAt << url.toDisplayString();
    setToolTip(lookedAt.isEmpty() ? QString()
                                  : text::toolTipLines(tr("Looked at:") + QLatin1Char('\n')
                                                       + lookedAt.join(QLatin1Char('\n'))));
    setAccessibleName(tr("%1: %2").arg(m_title->text(), m_status->text()));
    setAccessibleDescription(m_result.summary);
}

QString AutomaticCheckView::statusText() const
{
    return m_status->text();
}

QString AutomaticCheckView::titleText() const
{
    return m_title->text();
}

QString AutomaticCheckView::summaryText() const
{
    return m_summary->text();
}

QString AutomaticCheckView::whenText() const
{
    return m_when->text();
}

// ---- Panel -------------------------------------------------------------------------------------

AutomaticChecksPanel::AutomaticChecksPanel(LinkPreviewService *service, QWidget *parent)
    : QWidget(parent)
    , m_checks(new AutomaticChecks(service, this))
    , m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(4);
    connect(m_checks, &AutomaticChecks::resultChanged, this,
            [this](const AutomaticCheckResult &result) {
                if (AutomaticCheckView *view = m_views.value(result.checkId))
                    view->setResult(result);
            });
    hide();
}

void AutomaticChecksPanel::evaluate(const QStringList &checkIds, const QList<QUrl> &links,
                                    const AutomaticChecks::CheckContext &context)
{
    qDeleteAll(m_views);
    m_views.clear();
    for (const QString &id : checkIds) {
        if (m_views.contains(id))
            continue;
        auto *view = new AutomaticCheckView(this);
        view->setReferenceTime(m_referenceTime);
        AutomaticCheckResult placeholder;
        placeholder.checkId = id;
        placeholder.pending = true;
        view->setResult(placeholder);
        m_views.insert(id, view);
        m_layout->addWidget(view);
    }
    setVisible(!m_views.isEmpty());
    m_checks->evaluate(checkIds, links, context);
}

void AutomaticChecksPanel::refresh()
{
    m_checks->refresh();
}

void AutomaticChecksPanel::setReferenceTime(const QDateTime &now)
{
    m_referenceTime = now;
    for (AutomaticCheckView *view : std::as_const(m_views))
        view->setReferenceTime(now);
}

} // namespace acp
