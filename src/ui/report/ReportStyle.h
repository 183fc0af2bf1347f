#pragma once

#include "core/review/ChecklistStatus.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QStringList>
#include <QTextCharFormat>
#include <QTextLength>

class QUrl;

namespace acp {

// How the printed review report looks: its colours, point sizes, fonts and character formats.
// The report is for paper, so none of it follows the desktop theme.
class ReportStyle
{
public:
    static constexpr QColor TextColor { 0x1f, 0x23, 0x28 };
    static constexpr QColor MutedColor { 0x59, 0x63, 0x6e };
    static constexpr QColor LinkColor { 0x09, 0x5a, 0xb5 };
    static constexpr QColor RuleColor { 0xd0, 0xd7, 0xde };
    static constexpr QColor HeaderFill { 0xf3, 0xf5, 0xf7 };
    static constexpr QColor AccentColor { 0x2d, 0x4f, 0x8a };

    static constexpr qreal BodyPoints = 9.5;
    static constexpr qreal SmallPoints = 8;
    static constexpr qreal TitlePoints = 20;
    static constexpr qreal SectionPoints = 13;
    static constexpr qreal SubsectionPoints = 10.5;
    static constexpr qreal HeaderPoints = 7.5;
    static constexpr qreal HeaderBandPoints = 24; // running header and footer bands

    static QStringList sansFamilies();
    static QStringList monoFamilies();
    static QFont reportFont(qreal points, QFont::Weight weight = QFont::Normal);
    static QFont monoFont(qreal points);

    static QTextCharFormat charFormat(qreal points = BodyPoints,
                                      QFont::Weight weight = QFont::Normal,
                                      const QColor &color = TextColor);
    static QTextCharFormat mutedFormat(qreal points = SmallPoints);
    // A link the reader can follow; plain text for an address LinkOpener would refuse.
    static QTextCharFormat linkFormat(const QUrl &url, qreal points = BodyPoints);

    static QColor statusColor(ChecklistStatus status);
    static QColor statusFill(ChecklistStatus status);
    static QPalette paperPalette();

    // The checklist table's columns (requirement, status, note) on a page `widthPoints` wide.
    // The Status column is as wide as the widest word of any status name in the reader's
    // language, so a status never breaks inside a word; at least 14 %, the note takes the rest.
    static QList<QTextLength> checklistColumns(qreal widthPoints);
};

} // namespace acp
