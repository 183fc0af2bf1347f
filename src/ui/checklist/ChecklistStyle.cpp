#include "ui/checklist/ChecklistStyle.h"

#include "core/i18n/InSentence.h"
#include "ui/widgets/UiSupport.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>
#include <QPixmapCache>
#include <QStyle>
#include <QStyleOption>

namespace acp::ui {

namespace {

class ChecklistStyleText
{
    Q_DECLARE_TR_FUNCTIONS(acp::ChecklistStyle)
};

// Group names of the built-in requirement file, so they can be translated.
[[maybe_unused]] constexpr const char *KnownGroups[] = {
    QT_TRANSLATE_NOOP("acp::ChecklistStyle", "Functional"),
    QT_TRANSLATE_NOOP("acp::ChecklistStyle", "Maintenance"),
};

} // namespace

QColor checklistStatusColor(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Met:
        return QColor(0x1a, 0x7f, 0x37); // green
    case ChecklistStatus::Gap:
        return QColor(0xc4, 0x2b, 0x1c); // red
    case ChecklistStatus::NeedsJudgment:
        return QColor(0xa3, 0x62, 0x00); // amber
    case ChecklistStatus::NotApplicable:
        return QColor(0x6e, 0x77, 0x81); // slate
    case ChecklistStatus::Unreviewed:
        return QColor(0x8c, 0x95, 0x9f); // light slate
    }
    return QColor(0x8c, 0x95, 0x9f);
}

QColor checklistStatusTint(ChecklistStatus status)
{
    return ui::mixColors(checklistStatusColor(status), QColor(Qt::white), 0.87);
}

QColor checklistStatusTint(ChecklistStatus status, const QPalette &palette)
{
    if (!isDarkPalette(palette))
        return ui::mixColors(checklistStatusColor(status), palette.color(QPalette::Base), 0.87);
    return ui::mixColors(checklistStatusColor(status), palette.color(QPalette::Base), 0.7);
}

QColor checklistStatusTextColor(ChecklistStatus status, const QPalette &palette)
{
    const QColor tint = checklistStatusTint(status, palette);
    const QColor base = isDarkPalette(palette) ? checklistStatusColor(status).lighter(150)
                                               : checklistStatusColor(status).darker(140);
    return readableOn(base, tint);
}

void paintChecklistStatusIcon(QPainter *painter, const QRectF &rect, ChecklistStatus status)
{
    const QColor color = checklistStatusColor(status);
    const qreal side = qMin(rect.width(), rect.height());
    const QRectF box(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    const qreal stroke = qMax<qreal>(1.2, side / 9);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF disc = box.adjusted(stroke / 2, stroke / 2, -stroke / 2, -stroke / 2);
    if (status == ChecklistStatus::Unreviewed) {
        painter->setPen(QPen(color, stroke));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(disc);
        painter->restore();
        return;
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawEllipse(disc);

    QPen glyph(Qt::white, stroke * 1.15, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter->setPen(glyph);
    painter->setBrush(Qt::NoBrush);
    const QPointF c = box.center();
    const qreal u = side / 16.0; // glyph unit
    switch (status) {
    case ChecklistStatus::Met: {
        QPainterPath tick;
        tick.moveTo(c + QPointF(-4 * u, 0.3 * u));
        tick.lineTo(c + QPointF(-1.2 * u, 3.1 * u));
        tick.lineTo(c + QPointF(4.2 * u, -2.8 * u));
        painter->drawPath(tick);
        break;
    }
    case ChecklistStatus::Gap:
        painter->drawLine(c + QPointF(-3 * u, -3 * u), c + QPointF(3 * u, 3 * u));
        painter->drawLine(c + QPointF(3 * u, -3 * u), c + QPointF(-3 * u, 3 * u));
        break;
    case ChecklistStatus::NeedsJudgment: {
        QPainterPath question;
        question.moveTo(c + QPointF(-2.6 * u, -1.9 * u));
        question.cubicTo(c + QPointF(-2.6 * u, -5.2 * u), c + QPointF(2.8 * u, -5.2 * u),
                         c + QPointF(2.8 * u, -2.0 * u));
        question.cubicTo(c + QPointF(2.8 * u, 0.2 * u), c + QPointF(0, 0), c + QPointF(0, 1.6 * u));
        painter->drawPath(question);
        painter->setPen(Qt::NoPen);
        painter->setBrush(Qt::white);
        painter->drawEllipse(c + QPointF(0, 4.3 * u), stroke * 0.7, stroke * 0.7);
        break;
    }
    case ChecklistStatus::NotApplicable:
        painter->drawLine(c + QPointF(-3.5 * u, 0), c + QPointF(3.5 * u, 0));
        break;
    case ChecklistStatus::Unreviewed:
        break;
    }
    painter->restore();
}

namespace {

// A status's icon, drawn at the size and pixel ratio it is asked for, when it is asked for: the
// window shows each status at one or two sizes, and painting five sizes at two ratios of every
// status beforehand took 2 ms of the start-up.
class ChecklistStatusIconEngine : public QIconEngine
{
public:
    explicit ChecklistStatusIconEngine(ChecklistStatus status)
        : m_status(status)
    { }

    QIconEngine *clone() const override { return new ChecklistStatusIconEngine(m_status); }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
        QPixmap drawn = drawnAt(rect.size() * ratio, mode);
        drawn.setDevicePixelRatio(ratio);
        painter->drawPixmap(rect.topLeft(), drawn);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State) override
    {
        return drawnAt(size, mode);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State, qreal scale) override
    {
        // QIcon::pixmap() passes the size in device pixels before Qt 6.8, in logical ones since.
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
        return drawnAt(size * scale, mode);
#else
        Q_UNUSED(scale);
        return drawnAt(size, mode);
#endif
    }

private:
    // The icon in `pixels` device pixels; disabled and selected as the style shows them.
    QPixmap drawnAt(const QSize &pixels, QIcon::Mode mode) const
    {
        if (pixels.isEmpty()) {
            return {};
        }
        const QString key = QStringLiteral("acp-checklist-status-%1-%2x%3-%4")
                                .arg(int(m_status))
                                .arg(pixels.width())
                                .arg(pixels.height())
                                .arg(int(mode));
        QPixmap pixmap;
        if (QPixmapCache::find(key, &pixmap)) {
            return pixmap;
        }
        pixmap = QPixmap(pixels);
        pixmap.fill(Qt::transparent);
        {
            QPainter painter(&pixmap);
            paintChecklistStatusIcon(&painter, QRectF(QPointF(0, 0), QSizeF(pixels)), m_status);
        }
        if (mode == QIcon::Disabled || mode == QIcon::Selected) {
            QStyleOption option;
            option.palette = QGuiApplication::palette();
            pixmap = QApplication::style()->generatedIconPixmap(mode, pixmap, &option);
        }
        QPixmapCache::insert(key, pixmap);
        return pixmap;
    }

    ChecklistStatus m_status;
};

} // namespace

QIcon checklistStatusIcon(ChecklistStatus status)
{
    static QHash<int, QIcon> icons;
    auto it = icons.find(int(status));
    if (it == icons.end()) {
        it = icons.insert(int(status), QIcon(new ChecklistStatusIconEngine(status)));
    }
    return *it;
}

QKeySequence checklistStatusShortcut(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Met:
        return QKeySequence(Qt::Key_1);
    case ChecklistStatus::Gap:
        return QKeySequence(Qt::Key_2);
    case ChecklistStatus::NeedsJudgment:
        return QKeySequence(Qt::Key_3);
    case ChecklistStatus::NotApplicable:
        return QKeySequence(Qt::Key_4);
    case ChecklistStatus::Unreviewed:
        return QKeySequence(Qt::Key_0);
    }
    return {};
}

QList<ChecklistStatus> checklistStatusesInKeyOrder()
{
    return { ChecklistStatus::Met, ChecklistStatus::Gap, ChecklistStatus::NeedsJudgment,
             ChecklistStatus::NotApplicable, ChecklistStatus::Unreviewed };
}

QColor checklistMutedColor(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Window);
    const QColor text = palette.color(QPalette::WindowText);
    return QColor::fromRgbF(float(base.redF() * 0.42 + text.redF() * 0.58),
                            float(base.greenF() * 0.42 + text.greenF() * 0.58),
                            float(base.blueF() * 0.42 + text.blueF() * 0.58));
}

QString requirementGroupDisplayName(const QString &group)
{
    const QByteArray key = group.toUtf8();
    return QCoreApplication::translate("acp::ChecklistStyle", key.constData());
}

QString checklistProgressText(const ChecklistProgress &progress)
{
    QStringList parts;
    if (progress.met > 0) {
        parts << ChecklistStyleText::tr("%1 met").arg(progress.met);
    }
    if (progress.gap > 0) {
        parts << numerus(ChecklistStyleText::tr("%n gap(s)", nullptr, progress.gap), progress.gap);
    }
    if (progress.needsJudgment > 0) {
        parts << ChecklistStyleText::tr("%1 to judge").arg(progress.needsJudgment);
    }
    if (progress.notApplicable > 0) {
        parts << ChecklistStyleText::tr("%1 not applicable").arg(progress.notApplicable);
    }
    if (progress.unreviewed > 0 || parts.isEmpty()) {
        parts << ChecklistStyleText::tr("%1 unreviewed").arg(progress.unreviewed);
    }
    return parts.join(QStringLiteral(" · "));
}

QString checklistProgressDescription(const ChecklistProgress &progress)
{
    QStringList parts;
    for (ChecklistStatus status : checklistStatusesInKeyOrder()) {
        const int count = progress.count(status);
        if (count > 0) {
            parts << ChecklistStyleText::tr("%1 %2").arg(count).arg(
                inSentence(checklistStatusDisplayName(status)));
        }
    }
    return ChecklistStyleText::tr("%1 of %2 reviewed: %3")
        .arg(progress.reviewed())
        .arg(progress.total())
        .arg(parts.join(QStringLiteral(", ")));
}

namespace {

void drawChecklistProgress(QPainter *painter, const QRect &rect, const ChecklistProgress &progress,
                           const QPalette &palette)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF bar = QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = bar.height() / 2;
    QPainterPath clip;
    clip.addRoundedRect(bar, radius, radius);
    painter->setClipPath(clip);
    painter->fillRect(
        bar, ui::mixColors(palette.color(QPalette::Base), palette.color(QPalette::Mid), 0.35));

    const int total = progress.total();
    if (total > 0) {
        qreal x = bar.left();
        const ChecklistStatus order[] = { ChecklistStatus::Met, ChecklistStatus::NeedsJudgment,
                                          ChecklistStatus::Gap, ChecklistStatus::NotApplicable };
        for (ChecklistStatus status : order) {
            const int count = progress.count(status);
            if (count == 0) {
                continue;
            }
            const qreal width = bar.width() * count / total;
            painter->fillRect(QRectF(x, bar.top(), width, bar.height()),
                              checklistStatusColor(status));
            x += width;
        }
    }
    painter->setClipping(false);
    painter->setPen(
        QPen(ui::mixColors(palette.color(QPalette::Base), palette.color(QPalette::Mid), 0.8), 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(bar, radius, radius);
    painter->restore();
}

} // namespace

void paintChecklistProgress(QPainter *painter, const QRect &rect, const ChecklistProgress &progress,
                            const QPalette &palette)
{
    // On screen, each look is drawn once and kept: a list paints thirty bars at every scroll,
    // and their antialiased clipping was a tenth of painting the window.
    QString key = QStringLiteral("acp-progress/%1/%2/")
                      .arg(palette.color(QPalette::Base).rgba())
                      .arg(palette.color(QPalette::Mid).rgba());
    for (ChecklistStatus status : allChecklistStatuses()) {
        key += QString::number(progress.count(status)) + QLatin1Char(',');
    }
    drawCached(painter, rect, key, [&progress, &palette](QPainter *onto, const QRect &area) {
        drawChecklistProgress(onto, area, progress, palette);
    });
}

} // namespace acp::ui
