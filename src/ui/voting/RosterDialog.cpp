#include "ui/voting/RosterDialog.h"

#include "ui/voting/RosterEditor.h"

#include <QDialogButtonBox>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace acp {

RosterDialog::RosterDialog(Database &database, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("rosterDialog"));
    setWindowTitle(tr("Edit Roster"));
    m_editor = new RosterEditor(database, this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    saveButton()->setAccessibleName(tr("Save the roster as a new version"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &RosterDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &RosterDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_buttons);
    resize(760, 420);
}

QPushButton *RosterDialog::saveButton() const
{
    return m_buttons->button(QDialogButtonBox::Save);
}

void RosterDialog::accept()
{
    if (m_editor->save()) {
        QDialog::accept();
    }
}

void RosterDialog::reject()
{
    if (m_editor->isModified()) {
        const auto answer =
            QMessageBox::question(this, tr("Edit Roster"), tr("Drop the changes to the roster?"),
                                  QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Discard) {
            return;
        }
    }
    QDialog::reject();
}

} // namespace acp
