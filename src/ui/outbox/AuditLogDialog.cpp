#include "ui/outbox/AuditLogDialog.h"

#include "core/outbox/Outbox.h"
#include "core/text/DisplayText.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace acp {

AuditLogDialog::AuditLogDialog(Outbox &outbox, QWidget *parent)
    : QDialog(parent)
    , m_outbox(outbox)
{
    setWindowTitle(tr("Outbox Audit Log"));
    resize(900, 480);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("auditTable"));
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels(
        { tr("Time"), tr("User"), tr("Issue"), tr("Action"), tr("Event"), tr("Detail") });
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *exportButton =
        buttons->addButton(tr("&Export CSV…"), QDialogButtonBox::ActionRole);
    connect(exportButton, &QPushButton::clicked, this, &AuditLogDialog::exportWithDialog);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    reload();
}

void AuditLogDialog::reload()
{
    m_entries = m_outbox.audit();
    m_table->setRowCount(int(m_entries.size()));
    const QLocale locale;
    for (int row = 0; row < m_entries.size(); ++row) {
        const AuditEntry &entry = m_entries.at(row);
        const std::optional<ActionKind> kind = actionKindFromId(entry.kind);
        const QStringList cells {
            locale.toString(entry.at.toLocalTime(), QLocale::ShortFormat),
            text::displayLine(entry.actor),
            QStringLiteral("#%1").arg(entry.issueNumber),
            kind ? actionKindDisplayName(*kind) : entry.kind,
            entry.event,
            text::displayLine(entry.detail), // can quote the server
        };
        for (int column = 0; column < cells.size(); ++column) {
            m_table->setItem(row, column, new QTableWidgetItem(cells.at(column)));
        }
    }
    m_table->resizeColumnsToContents();
    m_table->scrollToBottom();
}

bool AuditLogDialog::exportCsv(const QString &fileName)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(OutboxStore::auditCsv(m_entries).toUtf8()) < 0 || !file.commit()) {
        QMessageBox::warning(this, tr("Export CSV"),
                             tr("Could not write %1: %2").arg(fileName, file.errorString()));
        return false;
    }
    return true;
}

void AuditLogDialog::exportWithDialog()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString fileName = QFileDialog::getSaveFileName(
        this, tr("Export Audit Log"), folder + QStringLiteral("/outbox-audit.csv"),
        tr("CSV files (*.csv)"));
    if (!fileName.isEmpty()) {
        exportCsv(fileName);
    }
}

} // namespace acp
