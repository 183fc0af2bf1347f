#include "LayoutCheck.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QMenuBar>
#include <QProgressBar>
#include <QSplitter>
#include <QStackedLayout>
#include <QTabBar>
#include <QToolBar>

namespace acp::test {

namespace {

QString sizeText(const QSize &size)
{
    return QStringLiteral("%1×%2").arg(size.width()).arg(size.height());
}

QString rectText(const QRect &rect)
{
    return QStringLiteral("%1,%2 %3").arg(rect.x()).arg(rect.y()).arg(sizeText(rect.size()));
}

// In the overflow of a bar that hides what does not fit (behind a chevron or scroll buttons).
bool inOverflowingBar(const QWidget *widget, const QWidget *top)
{
    // QMainWindow parks the tab bars of docks it has not tabbed outside its own area.
    if (qobject_cast<const QTabBar *>(widget)
        && qobject_cast<const QMainWindow *>(widget->parentWidget())) {
        return true;
    }
    for (const QWidget *parent = widget->parentWidget(); parent && parent != top->parentWidget();
         parent = parent->parentWidget()) {
        if (qobject_cast<const QToolBar *>(parent) || qobject_cast<const QMenuBar *>(parent)
            || qobject_cast<const QTabBar *>(parent)) {
            return true;
        }
    }
    return false;
}

// The content a scroll area moves behind its viewport: larger than it on purpose.
bool isScrolledContent(const QWidget *widget)
{
    const QWidget *parent = widget->parentWidget();
    const auto *area =
        parent ? qobject_cast<const QAbstractScrollArea *>(parent->parentWidget()) : nullptr;
    return area && area->viewport() == parent;
}

// The text a widget shows on one line, when its size decides whether all of it is seen.
bool showsUnwrappedText(const QWidget *widget)
{
    if (widget->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored)
        return false; // elides by design
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        return !button->text().isEmpty();
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        return !label->wordWrap() && !label->text().isEmpty() && !label->hasScaledContents();
    return false;
}

void collectLayoutWidgets(QLayout *layout, QList<QWidget *> *widgets)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (QWidget *widget = item->widget()) {
            if (widget->isVisible() && !widget->size().isEmpty())
                widgets->append(widget);
        } else if (QLayout *inner = item->layout()) {
            collectLayoutWidgets(inner, widgets);
        }
    }
}

} // namespace

QString describeWidget(const QWidget *widget)
{
    QString text = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        text += QLatin1Char(' ') + widget->objectName();
    QString shown;
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        shown = button->text();
    else if (const auto *label = qobject_cast<const QLabel *>(widget))
        shown = label->text();
    else if (const auto *bar = qobject_cast<const QProgressBar *>(widget))
        shown = bar->text();
    if (!shown.isEmpty())
        text += QStringLiteral(" “%1”").arg(shown.left(60));
    if (const QWidget *parent = widget->parentWidget();
        parent && widget->objectName().isEmpty() && !parent->objectName().isEmpty()) {
        text += QStringLiteral(" in %1").arg(parent->objectName());
    }
    return text;
}

QStringList layoutProblems(const QWidget *top)
{
    QStringList problems;
    QList<QWidget *> widgets = top->findChildren<QWidget *>();
    widgets.prepend(const_cast<QWidget *>(top));
    for (const QWidget *widget : std::as_const(widgets)) {
        if (!widget->isVisible() || (widget != top && widget->isWindow()))
            continue;
        const QWidget *parent = widget->parentWidget();
        const bool overflow = inOverflowingBar(widget, top);
        if (widget != top && parent && !overflow && !isScrolledContent(widget)
            && !parent->rect().contains(widget->geometry())) {
            problems << QStringLiteral("clipped: %1 at %2 in %3 of %4")
                            .arg(describeWidget(widget), rectText(widget->geometry()),
                                 sizeText(parent->size()), describeWidget(parent));
        }
        if (const auto *bar = qobject_cast<const QProgressBar *>(widget);
            bar && bar->isTextVisible() && !bar->text().isEmpty() && !overflow) {
            // A bar neither wraps nor elides: text wider than the bar is cut at both ends.
            const int needed = bar->fontMetrics().horizontalAdvance(bar->text());
            if (needed > bar->contentsRect().width()) {
                problems << QStringLiteral("squeezed: %1 is %2 wide, its text needs %3")
                                .arg(describeWidget(widget))
                                .arg(bar->contentsRect().width())
                                .arg(needed);
            }
        }
        if (showsUnwrappedText(widget) && !overflow) {
            const QSize needed = widget->minimumSizeHint();
            if (widget->width() < needed.width() || widget->height() < needed.height()) {
                problems << QStringLiteral("squeezed: %1 is %2, its text needs %3")
                                .arg(describeWidget(widget), sizeText(widget->size()),
                                     sizeText(needed));
            }
        }
        QLayout *layout = widget->layout();
        if (!layout || qobject_cast<QStackedLayout *>(layout)
            || qobject_cast<const QSplitter *>(widget))
            continue;
        QList<QWidget *> managed;
        collectLayoutWidgets(layout, &managed);
        for (int i = 0; i < managed.size(); ++i) {
            for (int j = i + 1; j < managed.size(); ++j) {
                const QRect overlap = managed.at(i)->geometry() & managed.at(j)->geometry();
                if (!overlap.isEmpty()) {
                    problems << QStringLiteral("overlapping: %1 and %2 share %3")
                                    .arg(describeWidget(managed.at(i)),
                                         describeWidget(managed.at(j)), rectText(overlap));
                }
            }
        }
    }
    return problems;
}

} // namespace acp::test
