#pragma once

#include "core/voting/Roster.h"

#include <QStringList>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace acp {

class Database;
class MessageBanner;

// The Working Group's roster, editable: one row per organization with its name, the
// representative's and the alternate's GitHub logins, eligible or suspended, a note, and what
// eligibility rules read (TAC seat, last activity, meetings attended; the meeting list above the
// table). Add,
// Remove and Import… (a Markdown table or JSON, read by RosterParser) change the rows; save()
// checks them (Roster::problems(): no name, an organization twice, an empty representative,
// a login that is not one or is used twice) and stores them as a new roster version
// (VoteStore::saveRoster). Votes already opened keep the roster frozen into them.
//
// Embeddable (the roster dialog, a settings page); it has no Save button of its own.
class RosterEditor : public QWidget
{
    Q_OBJECT
public:
    // The last three hold what an eligibility rule reads (EligibilityRule): a TAC seat (a check
    // box), the date of last activity and the meetings attended (ISO dates).
    enum Column {
        NameColumn,
        RepresentativeColumn,
        AlternateColumn,
        StatusColumn,
        NoteColumn,
        TacSeatColumn,
        LastActiveColumn,
        AttendedColumn,
        ColumnCount
    };

    explicit RosterEditor(Database &database, QWidget *parent = nullptr);

    // The rows as a roster (logins without '@', texts trimmed), whether valid or not.
    Roster roster() const;
    void setRoster(const Roster &roster); // replaces the rows; the editor is then modified
    // Roster::problems() of the rows; also shown under the table by validate().
    QStringList problems() const;
    bool isModified() const { return m_modified; }
    int savedVersion() const { return m_savedVersion; } // the version the rows came from

    QTableWidget *table() const { return m_table; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *importButton() const { return m_import; }
    QLabel *messageLabel() const { return m_message; }
    QComboBox *statusBox(int row) const;
    QLineEdit *meetingsEdit() const { return m_meetings; }

    // Asks for the file to import; the default is a file dialog. Tests replace it.
    using FileChooser = std::function<QString(QWidget *parent)>;
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

public slots:
    // Appends an organization row (eligible) and starts editing its name.
    int addOrganization(const RosterOrganization &organization = {});
    void removeSelected();
    // Reads a Markdown table or JSON file into the rows (not saved yet); false with the reason
    // shown when it cannot be read.
    bool importFile(const QString &filePath);
    void chooseAndImport();
    // Shows the problems (or clears the message); true when there are none.
    bool validate();
    // Validates and stores the rows as a new roster version; false (nothing stored) with the
    // message shown otherwise. savedVersion() is the new version.
    bool save();
    // Reloads the newest stored version, dropping the edits.
    void reload();

signals:
    void modifiedChanged(bool modified);
    void saved(int version);

private:
    void setModified(bool modified);
    void showMessage(const QString &text, bool error);
    void updateVersionLabel();
    void updateButtons();

    Database &m_database;
    QTableWidget *m_table = nullptr;
    QLineEdit *m_meetings = nullptr;
    QLabel *m_versionLabel = nullptr;
    QLabel *m_message = nullptr;
    MessageBanner *m_messageBanner = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_import = nullptr;
    FileChooser m_chooseFile;
    bool m_modified = false;
    bool m_filling = false;
    int m_savedVersion = 0;
    QString m_importSource; // the file the rows came from, for the version's source
};

} // namespace acp
