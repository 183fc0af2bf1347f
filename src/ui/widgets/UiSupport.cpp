#include "ui/widgets/UiSupport.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QLocale>
#include <QPalette>
#include <QPixmap>
#include <QPixmapCache>

#include <algorithm>
#include <cmath>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initUiLibraryResources()
{
    Q_INIT_RESOURCE(ui);
}

namespace acp::ui {

namespace {
// Gives the free functions here a translation context lupdate understands.
class UiSupportText
{
    Q_DECLARE_TR_FUNCTIONS(acp::ui)
};
} // namespace

QString numerus(QString translated, int n)
{
    translated.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    return translated;
}

void initResources()
{
    static const bool initialized = [] {
        initUiLibraryResources();
        return true;
    }();
    Q_UNUSED(initialized);
}

void applyApplicationMetadata()
{
    initResources();
    QGuiApplication::setApplicationDisplayName(UiSupportText::tr("ACP Workbench"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.pytorch_fdn.AcpWorkbench"));
}

void applyWindowIcon()
{
    initResources();
    QIcon icon;
    for (int size : { 16, 32, 48, 64, 128, 256 }) {
        icon.addFile(QStringLiteral(":/icons/acp-workbench-%1.png").arg(size), QSize(size, size));
    }
    QGuiApplication::setWindowIcon(icon);
}

QString relativeTime(const QDateTime &when, const QDateTime &now)
{
    if (!when.isValid()) {
        return UiSupportText::tr("never");
    }
    const qint64 seconds = when.secsTo(now);
    if (seconds < 60) {
        return UiSupportText::tr("just now"); // also covers a clock slightly behind the server's
    }
    const qint64 minutes = seconds / 60;
    if (minutes < 60) {
        return numerus(UiSupportText::tr("%n minute(s) ago", nullptr, int(minutes)), int(minutes));
    }
    const qint64 hours = minutes / 60;
    if (hours < 24) {
        return numerus(UiSupportText::tr("%n hour(s) ago", nullptr, int(hours)), int(hours));
    }
    const qint64 days = hours / 24;
    if (days < 7) {
        return numerus(UiSupportText::tr("%n day(s) ago", nullptr, int(days)), int(days));
    }
    return QLocale().toString(when.toLocalTime().date(), QLocale::ShortFormat);
}

QString fullDateTime(const QDateTime &when)
{
    if (!when.isValid()) {
        return {};
    }
    return QLocale().toString(when.toLocalTime(), QLocale::LongFormat);
}

QColor reviewStateColor(ReviewState state)
{
    switch (state) {
    case ReviewState::New:
        return QColor(0x1f, 0x6f, 0xb5); // blue
    case ReviewState::NeedsInfo:
        return QColor(0xb2, 0x6b, 0x00); // amber
    case ReviewState::Voting:
        return QColor(0x6f, 0x42, 0xc1); // purple
    case ReviewState::Approved:
        return QColor(0x1a, 0x7f, 0x37); // green
    case ReviewState::Declined:
        return QColor(0xc0, 0x2b, 0x2b); // red
    case ReviewState::Closed:
        return QColor(0x6e, 0x77, 0x81); // grey
    }
    return QColor(0x6e, 0x77, 0x81);
}

QString rateLimitText(const RateLimitState &state)
{
    if (state.limit < 0 || state.remaining < 0) {
        return UiSupportText::tr("API: unknown");
    }
    const QLocale locale;
    return UiSupportText::tr("API: %1/%2")
        .arg(locale.toString(state.remaining), locale.toString(state.limit));
}

QColor contrastingTextColor(const QColor &background)
{
    // Relative luminance after WCAG; 0.3 leans towards white text on GitHub's mid-tone label
    // colours.
    auto channel = [](double c) {
        c /= 255.0;
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const double luminance = 0.2126 * channel(background.red())
        + 0.7152 * channel(background.green()) + 0.0722 * channel(background.blue());
    return luminance > 0.3 ? QColor(0x1f, 0x23, 0x28) : QColor(Qt::white);
}

namespace {
double relativeLuminance(const QColor &color)
{
    auto channel = [](double c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = color.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF())
        + 0.0722 * channel(rgb.blueF());
}
} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool isDarkPalette(const QPalette &palette)
{
    return relativeLuminance(palette.color(QPalette::Base))
        < relativeLuminance(palette.color(QPalette::Text));
}

QColor readableOn(const QColor &color, const QColor &background, double minimumRatio)
{
    if (contrastRatio(color, background) >= minimumRatio)
        return color;
    // Towards white on dark backgrounds, towards black on light ones, in small steps of
    // lightness so the colour stays recognisable.
    const bool lighten = relativeLuminance(background) < 0.18;
    QColor hsl = color.toHsl();
    const float hue = std::max(0.0f, hsl.hslHueF()); // -1: achromatic
    const float saturation = hsl.hslSaturationF();
    float lightness = hsl.lightnessF();
    for (int step = 0; step < 40; ++step) {
        lightness = std::clamp(lightness + (lighten ? 0.025f : -0.025f), 0.0f, 1.0f);
        const QColor candidate = QColor::fromHslF(hue, saturation, lightness).toRgb();
        if (contrastRatio(candidate, background) >= minimumRatio)
            return candidate;
    }
    return lighten ? QColor(Qt::white) : QColor(Qt::black);
}

QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style)
{
    return QIcon::fromTheme(name, style->standardIcon(fallback));
}

QColor mixColors(const QColor &a, const QColor &b, double amountOfB)
{
    return QColor::fromRgbF(float(a.redF() * (1 - amountOfB) + b.redF() * amountOfB),
                            float(a.greenF() * (1 - amountOfB) + b.greenF() * amountOfB),
                            float(a.blueF() * (1 - amountOfB) + b.blueF() * amountOfB));
}

void drawCached(QPainter *painter, const QRect &rect, const QString &key,
                const std::function<void(QPainter *painter, const QRect &rect)> &draw)
{
    QPaintDevice *device = painter->device();
    if (!device || device->devType() != QInternal::Widget || rect.isEmpty()) {
        draw(painter, rect);
        return;
    }
    const qreal ratio = device->devicePixelRatioF();
    const QString fullKey =
        key + QStringLiteral("/%1x%2@%3").arg(rect.width()).arg(rect.height()).arg(ratio);
    QPixmap pixmap;
    if (!QPixmapCache::find(fullKey, &pixmap)) {
        pixmap = QPixmap((QSizeF(rect.size()) * ratio).toSize());
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        QPainter onPixmap(&pixmap);
        draw(&onPixmap, QRect(QPoint(0, 0), rect.size()));
        onPixmap.end();
        QPixmapCache::insert(fullKey, pixmap);
    }
    painter->drawPixmap(rect.topLeft(), pixmap);
}

} // namespace acp::ui
