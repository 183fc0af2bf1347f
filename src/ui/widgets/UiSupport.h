#pragma once

#include "core/review/ReviewState.h"
#include "core/store/SyncStateStore.h"

#include <QColor>
#include <QDateTime>
#include <QIcon>
#include <QPainter>
#include <QString>
#include <QStyle>

#include <functional>

class QPalette;

namespace acp::ui {

// GUI-only application setup: display name, desktop file name. The organization and
// application names (which decide where the workspaces live) stay with main().
// Calls initResources() too.
void applyApplicationMetadata();

// The application's icon, for every window: six PNGs decoded, for the window manager and not for
// the window's first frame, so main() sets it once that frame is painted.
void applyWindowIcon();

// Registers the UI library's resources (icons); a static library's resources are not linked
// in unless something asks for them. Safe to call more than once.
void initResources();

// Without a translation that supplies plural forms (English runs on the source texts), tr()
// leaves "%n file(s)" as "1 file(s)". This turns the English "(s)" into the right form and
// returns any real translation untouched.
QString numerus(QString translated, int n);

// How long a status-bar message of the window stays, in milliseconds.
constexpr int StatusMessageTimeoutMs = 8000;

// The desktop theme's icon `name`, else the style's standard pixmap (themes without it, other
// platforms).
QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style);

// "just now", "5 minutes ago", "3 hours ago", "2 days ago", else the localized short date.
QString relativeTime(const QDateTime &when, const QDateTime &now = QDateTime::currentDateTimeUtc());
// The full localized date and time, for tool tips.
QString fullDateTime(const QDateTime &when);

// The badge colour of a review state (background); text on it is white.
QColor reviewStateColor(ReviewState state);

// "API: 4,980/5,000", or "API: unknown" before the first reading.
QString rateLimitText(const RateLimitState &state);

// `a` with `amountOfB` (0 to 1) of `b` mixed in, channel by channel.
QColor mixColors(const QColor &a, const QColor &b, double amountOfB);

// A readable text colour (black or white) on `background`.
QColor contrastingTextColor(const QColor &background);

// Palettes: dark themes and high-contrast ones. A semantic colour (a status, "overdue") chosen
// for a light background must be adjusted before it is drawn on a dark one.
// WCAG 2 contrast ratio, from 1 (none) to 21 (black on white).
double contrastRatio(const QColor &a, const QColor &b);
// True when the palette's base (view background) is darker than its text.
bool isDarkPalette(const QPalette &palette);
// `color`, lightened or darkened just enough (keeping its hue) to reach `minimumRatio`
// against `background`; black or white when even that is not enough.
QColor readableOn(const QColor &color, const QColor &background, double minimumRatio = 4.5);

// Has `draw` paint `rect`: on screen once into a pixmap kept in QPixmapCache under `key` (which
// must name everything the drawing depends on but the size and pixel ratio), then blitted;
// on a printer, a picture or an image, directly, so that exported pages stay vector drawings.
void drawCached(QPainter *painter, const QRect &rect, const QString &key,
                const std::function<void(QPainter *painter, const QRect &rect)> &draw);

} // namespace acp::ui
