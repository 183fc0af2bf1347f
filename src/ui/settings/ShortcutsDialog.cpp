#include "ui/settings/ShortcutsDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace acp {

namespace {

QString keysOf(const QAction *action)
{
    QStringList keys;
    const QList<QKeySequence> shortcuts = action->shortcuts();
    for (const QKeySequence &key : shortcuts) {
        if (!key.isEmpty())
            keys << key.toString(QKeySequence::NativeText);
    }
    return keys.join(QStringLiteral(", "));
}

QString descriptionOf(const QAction *action, const QString &text)
{
    QString description = action->statusTip();
    if (description.isEmpty())
        description = action->toolTip();
    description = ShortcutsDialog::plainText(description);
    // QAction's default tool tip is its text: nothing more to say.
    if (description.compare(text, Qt::CaseInsensitive) == 0)
        return {};
    return description;
}

void collect(QMenu *menu, const QString &path, QList<ShortcutsDialog::Entry> &entries,
             QSet<QAction *> &seen)
{
    const QList<QAction *> actions = menu->actions();
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        if (QMenu *submenu = action->menu()) {
            collect(submenu,
                    path + QStringLiteral(" \u203a ")
                        + ShortcutsDialog::plainText(submenu->title()),
                    entries, seen);
            continue;
        }
        if (seen.contains(action))
            continue;
        seen.insert(action);
        const QString keys = keysOf(action);
        if (keys.isEmpty())
            continue;
        ShortcutsDialog::Entry entry;
        entry.group = path;
        entry.text = ShortcutsDialog::plainText(action->text());
        entry.keys = keys;
        entry.description = descriptionOf(action, entry.text);
        entry.action = action;
        entries.append(entry);
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMainWindow *window, QWidget *parent)
    : QDialog(parent ? parent : window)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));
    resize(640, 520);
    auto *layout = new QVBoxLayout(this);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("shortcutSearch"));
    m_search->setPlaceholderText(tr("Search actions and keys"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search shortcuts"));
    auto *searchLabel = new QLabel(tr("&Search:"), this);
    searchLabel->setBuddy(m_search);
    auto *row = new QHBoxLayout;
    row->addWidget(searchLabel);
    row->addWidget(m_search, 1);
    layout->addLayout(row);

    m_view = new QTreeWidget(this);
    m_view->setObjectName(QStringLiteral("shortcutView"));
    m_view->setAccessibleName(tr("Keyboard shortcuts"));
    m_view->setColumnCount(3);
    m_view->setHeaderLabels({ tr("Action"), tr("Shortcut"), tr("Description") });
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);

    QTreeWidgetItem *group = nullptr;
    QString groupName;
    const QList<Entry> all = entries(window);
    for (const Entry &entry : all) {
        if (!group || entry.group != groupName) {
            groupName = entry.group;
            group = new QTreeWidgetItem(m_view, { entry.group });
            QFont font = group->font(0);
            font.setBold(true);
            group->setFont(0, font);
            group->setFirstColumnSpanned(true);
            group->setFlags(Qt::ItemIsEnabled);
            group->setData(0, Qt::AccessibleTextRole, tr("Menu %1").arg(entry.group));
        }
        auto *item = new QTreeWidgetItem(group, { entry.text, entry.keys, entry.description });
        item->setData(0, Qt::UserRole, entry.group);
        item->setToolTip(2, entry.description);
        item->setData(1, Qt::AccessibleTextRole, tr("Shortcut %1").arg(entry.keys));
    }
    m_view->expandAll();
    m_view->setItemsExpandable(false);
    if (m_view->topLevelItemCount() > 0 && m_view->topLevelItem(0)->childCount() > 0)
        m_view->setCurrentItem(m_view->topLevelItem(0)->child(0));

    connect(m_search, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    m_search->setFocus();
}

ShortcutsDialog::~ShortcutsDialog() = default;

QString ShortcutsDialog::plainText(const QString &text)
{
    // CJK translations put the mnemonic in brackets after the words, before any ellipsis:
    // "保存(&S)", "打开工作区(&O)…" -> "保存", "打开工作区".
    static const QRegularExpression bracketedMnemonic(
        QStringLiteral("\\s*[(\\x{FF08}]&[^&\\s][)\\x{FF09}]"));
    QString source = text;
    source.remove(bracketedMnemonic);
    QString result;
    result.reserve(source.size());
    for (qsizetype i = 0; i < source.size(); ++i) {
        if (source.at(i) == QLatin1Char('&')) {
            if (i + 1 < source.size() && source.at(i + 1) == QLatin1Char('&')) {
                result += QLatin1Char('&');
                ++i;
            }
            continue;
        }
        result += source.at(i);
    }
    while (result.endsWith(QChar(0x2026)) || result.endsWith(QLatin1Char('.')))
        result.chop(1);
    return result.trimmed();
}

QList<ShortcutsDialog::Entry> ShortcutsDialog::entries(QMainWindow *window)
{
    QList<Entry> result;
    QSet<QAction *> seen;
    const QList<QAction *> top = window->menuBar()->actions();
    for (QAction *action : top) {
        if (QMenu *menu = action->menu())
            collect(menu, plainText(menu->title()), result, seen);
    }
    // Shortcuts no menu shows (widgets' own actions added to the window).
    const QList<QAction *> all = window->findChildren<QAction *>();
    for (QAction *action : all) {
        if (seen.contains(action) || action->menu() || action->isSeparator())
            continue;
        seen.insert(action);
        const QString keys = keysOf(action);
        if (keys.isEmpty() || action->associatedObjects().isEmpty())
            continue;
        Entry entry;
        entry.group = tr("Other");
        entry.text = plainText(action->text());
        if (entry.text.isEmpty())
            entry.text = plainText(action->toolTip());
        entry.keys = keys;
        entry.description = descriptionOf(action, entry.text);
        entry.action = action;
        result.append(entry);
    }
    return result;
}

void ShortcutsDialog::setFilterText(const QString &text)
{
    m_search->setText(text);
}

void ShortcutsDialog::applyFilter()
{
    const QString needle = m_search->text().trimmed();
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_view->topLevelItem(i);
        const bool groupMatches = group->text(0).contains(needle, Qt::CaseInsensitive);
        int shown = 0;
        for (int j = 0; j < group->childCount(); ++j) {
            QTreeWidgetItem *item = group->child(j);
            const bool match = needle.isEmpty() || groupMatches
                || item->text(0).contains(needle, Qt::CaseInsensitive)
                || item->text(1).contains(needle, Qt::CaseInsensitive)
                || item->text(2).contains(needle, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

int ShortcutsDialog::visibleCount() const
{
    int count = 0;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *group = m_view->topLevelItem(i);
        if (group->isHidden())
            continue;
        for (int j = 0; j < group->childCount(); ++j)
            count += group->child(j)->isHidden() ? 0 : 1;
    }
    return count;
}

} // namespace acp
