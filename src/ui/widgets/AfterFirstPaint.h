#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace acp::ui {

// Runs `work` once, from the event loop, after `widget`'s window has first been painted (at
// once, from the event loop, when it is on screen already): what the first screen does not need
// waits until the user can already see the window, and input that arrives meanwhile is handled
// first. Runs nothing if the widget is destroyed before.
void afterFirstPaint(QWidget *widget, std::function<void()> work);

} // namespace acp::ui
