#pragma once

#include <QDialog>

class QDialogButtonBox;
class QPushButton;

namespace acp {

class Database;
class RosterEditor;

// Voting > Edit Roster…: a RosterEditor with Save (a new version; the dialog closes) and
// Cancel (asks before dropping edits).
class RosterDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RosterDialog(Database &database, QWidget *parent = nullptr);

    RosterEditor *editor() const { return m_editor; }
    QPushButton *saveButton() const;

public slots:
    void accept() override; // saves; stays open while the rows have problems
    void reject() override;

private:
    RosterEditor *m_editor = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace acp
