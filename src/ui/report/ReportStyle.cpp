#include "ui/report/ReportStyle.h"

#include "ui/widgets/LinkOpener.h"

#include <QFontMetricsF>
#include <QUrl>

#include <algorithm>

namespace acp {

QStringList ReportStyle::sansFamilies()
{
    // Latin text in the first family the system has; Qt falls back per character for scripts
    // these lack (the CJK font, fonts-noto-cjk on Linux, is a declared dependency).
    return { QStringLiteral("Noto Sans"),        QStringLiteral("Nimbus Sans"),
             QStringLiteral("Liberation Sans"),  QStringLiteral("Arial"),
             QStringLiteral("Helvetica"),        QStringLiteral("DejaVu Sans"),
             QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Symbola"),
             QStringLiteral("sans-serif") };
}

QStringList ReportStyle::monoFamilies()
{
    return { QStringLiteral("Noto Sans Mono"),  QStringLiteral("DejaVu Sans Mono"),
             QStringLiteral("Liberation Mono"), QStringLiteral("Menlo"),
             QStringLiteral("Consolas"),        QStringLiteral("monospace") };
}

QFont ReportStyle::reportFont(qreal points, QFont::Weight weight)
{
    QFont font;
    font.setFamilies(sansFamilies());
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(points);
    font.setWeight(weight);
    font.setKerning(true);
    return font;
}

QFont ReportStyle::monoFont(qreal points)
{
    QFont font;
    font.setFamilies(monoFamilies());
    font.setStyleHint(QFont::Monospace);
    font.setFixedPitch(true);
    font.setPointSizeF(points);
    return font;
}

QTextCharFormat ReportStyle::charFormat(qreal points, QFont::Weight weight, const QColor &color)
{
    QTextCharFormat format;
    format.setFont(reportFont(points, weight), QTextCharFormat::FontPropertiesAll);
    format.setForeground(color);
    return format;
}

QTextCharFormat ReportStyle::mutedFormat(qreal points)
{
    return charFormat(points, QFont::Normal, MutedColor);
}

QTextCharFormat ReportStyle::linkFormat(const QUrl &url, qreal points)
{
    // A mailto link keeps only its address (LinkOpener::openableUrl): the PDF must not carry a
    // stranger's subject, body or attachment fields either. Anything else the window would
    // refuse to open (javascript:, file:, data:, a host-less http link) is no link at all, only
    // its text: a PDF viewer would follow it without asking.
    const QUrl target = LinkOpener::openableUrl(url);
    if (!target.isValid()) {
        return charFormat(points);
    }
    QTextCharFormat format = charFormat(points, QFont::Normal, LinkColor);
    format.setAnchor(true);
    format.setAnchorHref(target.toString(QUrl::FullyEncoded));
    format.setFontUnderline(true);
    format.setUnderlineColor(LinkColor.lighter(150));
    return format;
}

QColor ReportStyle::statusColor(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Met:
        return QColor(0x1a, 0x7f, 0x37);
    case ChecklistStatus::Gap:
        return QColor(0xc2, 0x1f, 0x2a);
    case ChecklistStatus::NeedsJudgment:
        return QColor(0x9a, 0x67, 0x00);
    case ChecklistStatus::NotApplicable:
        return QColor(0x57, 0x60, 0x6a);
    case ChecklistStatus::Unreviewed:
        break;
    }
    return QColor(0x8c, 0x95, 0x9f);
}

QColor ReportStyle::statusFill(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Met:
        return QColor(0xe6, 0xf6, 0xea);
    case ChecklistStatus::Gap:
        return QColor(0xfd, 0xea, 0xea);
    case ChecklistStatus::NeedsJudgment:
        return QColor(0xfd, 0xf4, 0xd6);
    case ChecklistStatus::NotApplicable:
        return QColor(0xf1, 0xf3, 0xf5);
    case ChecklistStatus::Unreviewed:
        break;
    }
    return QColor(0xfa, 0xfb, 0xfc);
}

QPalette ReportStyle::paperPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::Text, TextColor);
    palette.setColor(QPalette::WindowText, TextColor);
    palette.setColor(QPalette::Link, LinkColor);
    palette.setColor(QPalette::LinkVisited, LinkColor);
    return palette;
}

QList<QTextLength> ReportStyle::checklistColumns(qreal widthPoints)
{
    // Measured at ten pixels per point, whatever the screen's resolution.
    QFont font = reportFont(BodyPoints, QFont::Bold);
    font.setPixelSize(qRound(BodyPoints * 10));
    const QFontMetricsF metrics(font);
    qreal widestWord = 0;
    for (ChecklistStatus status : allChecklistStatuses()) {
        for (const QString &word : checklistStatusDisplayName(status).split(QLatin1Char(' ')))
            widestWord = std::max(widestWord, metrics.horizontalAdvance(word) / 10);
    }
    // Room for the cell's padding and for the PDF's own glyph metrics, which differ slightly.
    const qreal needed = widestWord * 1.1 + 8;
    const qreal status =
        widthPoints > 0 ? std::clamp(100 * needed / widthPoints, qreal(14), qreal(30)) : 14;
    return { QTextLength(QTextLength::PercentageLength, 27),
             QTextLength(QTextLength::PercentageLength, status),
             QTextLength(QTextLength::PercentageLength, 73 - status) };
}

} // namespace acp
