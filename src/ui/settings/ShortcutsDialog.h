#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QAction;
class QLineEdit;
class QMainWindow;
class QTreeWidget;

namespace acp {

// Help > Keyboard Shortcuts: every action of the window that has a shortcut, grouped by the
// menu it is in (the path of submenus: "Review › Evidence"), read from the actions themselves
// each time it opens, so it cannot go stale. Actions with a shortcut that no menu shows are
// listed under "Other". A search field filters by action, menu, key or description.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    struct Entry
    {
        QString group; // the menu path, "File", "Review › Evidence", or "Other"
        QString text; // the action's text without mnemonics and trailing dots
        QString keys; // every shortcut, native text, ", "-separated
        QString description; // its tool tip / status tip, when it says more than the text
        QAction *action = nullptr;
    };

    explicit ShortcutsDialog(QMainWindow *window, QWidget *parent = nullptr);
    ~ShortcutsDialog() override;

    // What the dialog lists for `window`, in menu order.
    static QList<Entry> entries(QMainWindow *window);
    // "&Save…" -> "Save", "Fi&nd && Replace" -> "Find & Replace".
    static QString plainText(const QString &text);

    void setFilterText(const QString &text);
    // The number of shortcut rows the filter lets through.
    int visibleCount() const;
    QTreeWidget *view() const { return m_view; }

private:
    void applyFilter();

    QLineEdit *m_search = nullptr;
    QTreeWidget *m_view = nullptr;
};

} // namespace acp
