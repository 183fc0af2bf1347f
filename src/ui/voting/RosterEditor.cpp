#include "ui/voting/RosterEditor.h"

#include "core/voting/RosterFacts.h"
#include "core/voting/RosterParser.h"
#include "core/voting/VoteStore.h"
#include "ui/widgets/MessageBanner.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace acp {

namespace {

QString withoutAt(QString login)
{
    login = login.trimmed();
    if (login.startsWith(QLatin1Char('@'))) {
        login.remove(0, 1);
    }
    return login;
}

QString displayLogin(const QString &login)
{
    return login.isEmpty() ? QString() : QLatin1Char('@') + login;
}

QString datesText(const QList<QDate> &dates)
{
    QStringList texts;
    for (const QDate &date : dates) {
        texts.append(date.toString(Qt::ISODate));
    }
    return texts.join(QStringLiteral(", "));
}

} // namespace

// ---- RosterEditor ----------------------------------------------------------------------------

RosterEditor::RosterEditor(Database &database, QWidget *parent)
    : QWidget(parent)
    , m_database(database)
{
    setObjectName(QStringLiteral("rosterEditor"));
    m_versionLabel = new QLabel(this);
    m_versionLabel->setObjectName(QStringLiteral("rosterVersionLabel"));
    m_versionLabel->setTextFormat(Qt::PlainText); // names the file the roster came from
    m_versionLabel->setWordWrap(true);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("rosterTable"));
    m_table->setAccessibleName(tr("Roster organizations"));
    m_table->setAccessibleDescription(
        tr("One row per voting organization: its name, the representative's and the "
           "alternate's GitHub logins, eligible or suspended, a note, whether it holds a TAC "
           "seat, the date of its last activity and the meetings it attended."));
    m_table->setHorizontalHeaderLabels({ tr("Organization"), tr("Representative"), tr("Alternate"),
                                         tr("Status"), tr("Note"), tr("TAC seat"),
                                         tr("Last active"), tr("Attended") });
    m_table->horizontalHeaderItem(LastActiveColumn)
        ->setToolTip(tr("The date of the organization's last activity, as YYYY-MM-DD"));
    m_table->horizontalHeaderItem(AttendedColumn)
        ->setToolTip(tr("The meetings it attended, as YYYY-MM-DD dates separated by commas"));

    m_meetings = new QLineEdit(this);
    m_meetings->setObjectName(QStringLiteral("rosterMeetings"));
    m_meetings->setAccessibleName(tr("Meetings"));
    m_meetings->setPlaceholderText(tr("2026-09-10, 2026-10-08, 2026-11-12"));
    m_meetings->setToolTip(tr("The Working Group's meetings, as YYYY-MM-DD dates separated by "
                              "commas; the attendance rule counts the last of them"));
    connect(m_meetings, &QLineEdit::textEdited, this, [this] { setModified(true); });
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->horizontalHeader()->setSectionResizeMode(NoteColumn, QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);

    m_add = new QPushButton(tr("&Add Organization"), this);
    m_add->setObjectName(QStringLiteral("addOrganizationButton"));
    m_add->setAccessibleName(tr("Add organization"));
    m_remove = new QPushButton(tr("&Remove"), this);
    m_remove->setObjectName(QStringLiteral("removeOrganizationButton"));
    m_remove->setAccessibleName(tr("Remove the selected organizations"));
    m_import = new QPushButton(tr("&Import…"), this);
    m_import->setObjectName(QStringLiteral("importRosterButton"));
    m_import->setAccessibleName(tr("Import a roster"));
    m_import->setToolTip(tr("Read the organizations from a Markdown table (such as the Working "
                            "Group's README) or a JSON file; save to keep them"));

    // Problems and notices in a band coloured from the palette (readable in a dark theme too).
    m_messageBanner = new MessageBanner(this);
    m_messageBanner->setObjectName(QStringLiteral("rosterMessageBanner"));
    m_messageBanner->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_messageBanner->setAccessibleName(tr("Roster message"));
    m_message = new QLabel(m_messageBanner);
    m_message->setObjectName(QStringLiteral("rosterMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *messageLayout = new QHBoxLayout(m_messageBanner);
    messageLayout->setContentsMargins(8, 4, 8, 4);
    messageLayout->addWidget(m_message);
    m_messageBanner->hide();

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(m_import);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_versionLabel);
    auto *meetingsRow = new QFormLayout;
    meetingsRow->addRow(tr("&Meetings:"), m_meetings);
    layout->addLayout(meetingsRow);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_messageBanner);

    m_chooseFile = [](QWidget *parentWidget) {
        return QFileDialog::getOpenFileName(
            parentWidget, tr("Import Roster"), QDir::homePath(),
            tr("Rosters (*.md *.markdown *.txt *.json);;All files (*)"));
    };

    connect(m_add, &QPushButton::clicked, this, [this] { addOrganization(); });
    connect(m_remove, &QPushButton::clicked, this, &RosterEditor::removeSelected);
    connect(m_import, &QPushButton::clicked, this, &RosterEditor::chooseAndImport);
    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_filling) {
            setModified(true);
        }
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &RosterEditor::updateButtons);
    reload();
}

QComboBox *RosterEditor::statusBox(int row) const
{
    return qobject_cast<QComboBox *>(m_table->cellWidget(row, StatusColumn));
}

int RosterEditor::addOrganization(const RosterOrganization &organization)
{
    const bool filling = m_filling;
    m_filling = true;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    const QStringList cells {
        organization.name,
        displayLogin(organization.representative),
        displayLogin(organization.alternate),
        QString(),
        organization.note,
        QString(),
        organization.lastActive.isValid() ? organization.lastActive.toString(Qt::ISODate)
                                          : QString(),
        datesText(organization.attended),
    };
    for (int column = 0; column < cells.size(); ++column) {
        auto *item = new QTableWidgetItem(cells.at(column));
        if (column == StatusColumn) {
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
        } else if (column == TacSeatColumn) {
            item->setFlags((item->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
            item->setCheckState(organization.tacSeat ? Qt::Checked : Qt::Unchecked);
            item->setData(Qt::AccessibleTextRole, tr("TAC seat"));
        }
        m_table->setItem(row, column, item);
    }
    auto *status = new QComboBox(m_table);
    status->setAccessibleName(tr("Status"));
    status->addItem(organizationStatusDisplayName(OrganizationStatus::Eligible),
                    organizationStatusId(OrganizationStatus::Eligible));
    status->addItem(organizationStatusDisplayName(OrganizationStatus::Suspended),
                    organizationStatusId(OrganizationStatus::Suspended));
    status->setCurrentIndex(organization.isEligible() ? 0 : 1);
    connect(status, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling) {
            setModified(true);
        }
    });
    m_table->setCellWidget(row, StatusColumn, status);
    m_filling = filling;
    if (!m_filling) {
        setModified(true);
        m_table->setCurrentCell(row, NameColumn);
        m_table->editItem(m_table->item(row, NameColumn));
    }
    updateButtons();
    return row;
}

void RosterEditor::removeSelected()
{
    QList<int> rows;
    const QModelIndexList selected = m_table->selectionModel()->selectedRows();
    for (const QModelIndex &index : selected) {
        rows.append(index.row());
    }
    if (rows.isEmpty() && m_table->currentRow() >= 0) {
        rows.append(m_table->currentRow());
    }
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    for (int row : rows) {
        m_table->removeRow(row);
    }
    if (!rows.isEmpty()) {
        setModified(true);
    }
    updateButtons();
}

Roster RosterEditor::roster() const
{
    Roster result;
    result.source = m_importSource.isEmpty() ? QStringLiteral("edited") : m_importSource;
    const auto text = [this](int row, int column) {
        const QTableWidgetItem *item = m_table->item(row, column);
        return item ? item->text().trimmed() : QString();
    };
    for (int row = 0; row < m_table->rowCount(); ++row) {
        RosterOrganization organization;
        organization.name = text(row, NameColumn);
        organization.representative = withoutAt(text(row, RepresentativeColumn));
        organization.alternate = withoutAt(text(row, AlternateColumn));
        organization.note = text(row, NoteColumn);
        const QTableWidgetItem *tacSeat = m_table->item(row, TacSeatColumn);
        organization.tacSeat = tacSeat && tacSeat->checkState() == Qt::Checked;
        organization.lastActive =
            rosterfacts::dateFromText(text(row, LastActiveColumn)).value_or(QDate());
        organization.attended =
            rosterfacts::datesFromText(text(row, AttendedColumn)).value_or(QList<QDate>());
        const QComboBox *status = statusBox(row);
        organization.status = status ? organizationStatusFromText(status->currentData().toString())
                                           .value_or(OrganizationStatus::Eligible)
                                     : OrganizationStatus::Eligible;
        result.organizations.append(organization);
    }
    result.meetings = rosterfacts::datesFromText(m_meetings->text()).value_or(QList<QDate>());
    return result;
}

void RosterEditor::setRoster(const Roster &roster)
{
    m_filling = true;
    m_table->setRowCount(0);
    for (const RosterOrganization &organization : roster.organizations) {
        addOrganization(organization);
    }
    m_meetings->setText(datesText(roster.meetings));
    m_filling = false;
    m_table->resizeColumnsToContents();
    setModified(true);
    updateButtons();
}

QStringList RosterEditor::problems() const
{
    QStringList found = roster().problems();
    // A date typed wrong would otherwise be read as no date at all.
    for (int row = 0; row < m_table->rowCount(); ++row) {
        for (int column : { LastActiveColumn, AttendedColumn }) {
            const QTableWidgetItem *item = m_table->item(row, column);
            const QString text = item ? item->text().trimmed() : QString();
            const bool valid = column == LastActiveColumn
                ? rosterfacts::dateFromText(text).has_value()
                : rosterfacts::datesFromText(text).has_value();
            if (!valid) {
                found.append(tr("Row %1: “%2” is not a date; write dates as YYYY-MM-DD.")
                                 .arg(row + 1)
                                 .arg(text));
            }
        }
    }
    if (!rosterfacts::datesFromText(m_meetings->text()).has_value()) {
        found.append(tr("The meeting list holds something that is not a date; write dates as "
                        "YYYY-MM-DD, separated by commas."));
    }
    return found;
}

bool RosterEditor::validate()
{
    const QStringList found = problems();
    if (found.isEmpty()) {
        showMessage({}, false);
        return true;
    }
    showMessage(tr("The roster cannot be saved yet:") + QLatin1Char('\n') + QStringLiteral("• ")
                    + found.join(QStringLiteral("\n• ")),
                true);
    return false;
}

bool RosterEditor::save()
{
    if (!validate()) {
        return false;
    }
    VoteStore store(m_database);
    const Roster rows = roster();
    const std::optional<Roster> stored = store.saveRoster(rows, rows.source);
    if (!stored) {
        showMessage(tr("The roster could not be saved: %1").arg(store.errorString()), true);
        return false;
    }
    m_savedVersion = stored->version;
    m_importSource.clear();
    setModified(false);
    updateVersionLabel();
    showMessage(tr("Saved as roster version %1. Votes opened earlier keep the roster they "
                   "were opened with.")
                    .arg(stored->version),
                false);
    emit saved(stored->version);
    return true;
}

void RosterEditor::reload()
{
    const Roster current = VoteStore(m_database).currentRoster();
    m_filling = true;
    m_table->setRowCount(0);
    for (const RosterOrganization &organization : current.organizations) {
        addOrganization(organization);
    }
    m_meetings->setText(datesText(current.meetings));
    m_filling = false;
    m_table->resizeColumnsToContents();
    m_savedVersion = current.version;
    m_importSource.clear();
    setModified(false);
    showMessage({}, false);
    updateVersionLabel();
    updateButtons();
}

bool RosterEditor::importFile(const QString &filePath)
{
    const RosterParseResult parsed = RosterParser::parseFile(filePath);
    if (!parsed.ok()) {
        showMessage(
            tr("%1 could not be imported: %2").arg(QFileInfo(filePath).fileName(), parsed.error),
            true);
        return false;
    }
    setRoster(*parsed.roster);
    m_importSource =
        parsed.roster->source.isEmpty() ? QFileInfo(filePath).fileName() : parsed.roster->source;
    QString text = tr("Imported %n organization(s) from %1; check them and save to keep them.",
                      nullptr, int(parsed.roster->organizations.size()))
                       .arg(QFileInfo(filePath).fileName());
    text.replace(QLatin1String("(s)"),
                 parsed.roster->organizations.size() == 1 ? QString() : QStringLiteral("s"));
    if (!parsed.warnings.isEmpty()) {
        text +=
            QLatin1Char('\n') + QStringLiteral("• ") + parsed.warnings.join(QStringLiteral("\n• "));
    }
    showMessage(text, false);
    return true;
}

void RosterEditor::chooseAndImport()
{
    const QString path = m_chooseFile ? m_chooseFile(this) : QString();
    if (!path.isEmpty()) {
        importFile(path);
    }
}

void RosterEditor::setModified(bool modified)
{
    if (m_modified == modified) {
        return;
    }
    m_modified = modified;
    emit modifiedChanged(modified);
}

void RosterEditor::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setProperty("error", error);
    m_message->setAccessibleName(error ? tr("Roster problems") : tr("Roster message"));
    m_messageBanner->setLevel(error ? MessageBanner::Level::Error
                                    : MessageBanner::Level::Information);
    m_messageBanner->setVisible(!text.isEmpty());
}

void RosterEditor::updateVersionLabel()
{
    const QList<RosterVersionInfo> versions = VoteStore(m_database).rosterVersions();
    if (versions.isEmpty()) {
        m_versionLabel->setText(tr("No roster is saved yet: add the voting organizations or "
                                   "import the Working Group's table."));
        return;
    }
    const RosterVersionInfo &newest = versions.constFirst();
    m_versionLabel->setText(
        tr("Roster version %1, saved %2 (%3). Saving makes a new version; votes already "
           "opened keep theirs.")
            .arg(newest.version)
            .arg(QLocale().toString(newest.createdAt.toLocalTime(), QLocale::ShortFormat),
                 newest.source));
}

void RosterEditor::updateButtons()
{
    m_remove->setEnabled(!m_table->selectionModel()->selectedRows().isEmpty()
                         || m_table->currentRow() >= 0);
}

// ---- RosterDialog ----------------------------------------------------------------------------

} // namespace acp
