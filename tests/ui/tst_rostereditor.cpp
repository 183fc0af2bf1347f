// The roster editor: rows of organizations edited, checked and saved as a new roster
// version, imports from Markdown or JSON, and votes keeping the roster frozen when they opened.

#include "TestSupport.h"
#include "core/store/Database.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"
#include "core/workspace/Workspace.h"
#include "ui/voting/RosterDialog.h"
#include "ui/voting/RosterEditor.h"
#include "ui/voting/VoteController.h"
#include "ui/window/MainWindow.h"

#include <QAbstractItemDelegate>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::isolateSettings;
using acp::test::s;

namespace {

Roster twoOrganizations()
{
    Roster roster;
    roster.organizations = {
        { s("Basalt Cloud"),
          s("basalt-tomas"),
          s("basalt-alt-rhea"),
          OrganizationStatus::Eligible,
          {} },
        { s("Halcyon"), s("halcyon-lin"), {}, OrganizationStatus::Eligible, {} },
    };
    return roster;
}

void setCell(RosterEditor &editor, int row, int column, const QString &text)
{
    editor.table()->item(row, column)->setText(text);
}

// Add Organization starts editing the new row's name: type it as a user does and commit it as
// Return does (the delegate's commitData and closeEditor, here synchronous).
bool typeName(RosterEditor &editor, const QString &name)
{
    QLineEdit *line = nullptr;
    for (QLineEdit *candidate : editor.table()->viewport()->findChildren<QLineEdit *>()) {
        if (candidate->isVisible())
            line = candidate;
    }
    if (!line)
        return false;
    line->selectAll();
    QTest::keyClicks(line, name);
    if (name.isEmpty())
        QTest::keyClick(line, Qt::Key_Delete);
    QAbstractItemDelegate *delegate = editor.table()->itemDelegate();
    emit delegate->commitData(line);
    emit delegate->closeEditor(line, QAbstractItemDelegate::NoHint);
    return editor.table()->item(editor.table()->rowCount() - 1, RosterEditor::NameColumn)->text()
        == name;
}

} // namespace

class tst_RosterEditor : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_run = 0;

    std::unique_ptr<Database> openDatabase(bool withRoster = true)
    {
        auto database = std::make_unique<Database>();
        if (!database->open(m_dir.filePath(s("roster-%1.sqlite3").arg(++m_run))))
            return nullptr;
        if (withRoster && !VoteStore(*database).saveRoster(twoOrganizations(), s("roster.md")))
            return nullptr;
        return database;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        isolateSettings(m_dir.filePath(s("settings")), QStringLiteral("tst_rostereditor"));
    }

    void loadsTheCurrentVersion()
    {
        const auto database = openDatabase();
        QVERIFY(database);
        RosterEditor editor(*database);
        QCOMPARE(editor.table()->rowCount(), 2);
        QCOMPARE(editor.savedVersion(), 1);
        QVERIFY(!editor.isModified());
        QCOMPARE(editor.table()->item(0, RosterEditor::NameColumn)->text(), s("Basalt Cloud"));
        QCOMPARE(editor.table()->item(0, RosterEditor::RepresentativeColumn)->text(),
                 s("@basalt-tomas"));
        QCOMPARE(editor.table()->item(0, RosterEditor::AlternateColumn)->text(),
                 s("@basalt-alt-rhea"));
        QCOMPARE(editor.roster().organizations, twoOrganizations().organizations);
        // Accessible names for the table and the buttons.
        QCOMPARE(editor.table()->accessibleName(), s("Roster organizations"));
        QVERIFY(!editor.addButton()->accessibleName().isEmpty());
        QVERIFY(!editor.removeButton()->accessibleName().isEmpty());
        QVERIFY(!editor.importButton()->accessibleName().isEmpty());
        QVERIFY(!editor.statusBox(0)->accessibleName().isEmpty());
    }

    // What eligibility rules read is edited beside the logins: a TAC seat check box, dates
    // typed as YYYY-MM-DD (a wrong one is a problem, not a missing date), the meeting list.
    void eligibilityFactsAreEditedAndSaved()
    {
        const auto database = openDatabase();
        QVERIFY(database);
        RosterEditor editor(*database);
        QTableWidgetItem *tac = editor.table()->item(0, RosterEditor::TacSeatColumn);
        QVERIFY(tac->flags() & Qt::ItemIsUserCheckable);
        QCOMPARE(tac->checkState(), Qt::Unchecked);
        QSignalSpy modified(&editor, &RosterEditor::modifiedChanged);
        tac->setCheckState(Qt::Checked);
        QVERIFY(editor.isModified());
        setCell(editor, 0, RosterEditor::LastActiveColumn, s("2026-11-20"));
        setCell(editor, 0, RosterEditor::AttendedColumn, s("2026-11-12, 2026-10-08"));
        QTest::keyClicks(editor.meetingsEdit(), s("2026-10-08, 2026-11-12"));

        setCell(editor, 1, RosterEditor::LastActiveColumn, s("20.11.2026"));
        QVERIFY(!editor.save());
        QVERIFY2(editor.messageLabel()->text().contains(s("“20.11.2026” is not a date")),
                 qPrintable(editor.messageLabel()->text()));
        setCell(editor, 1, RosterEditor::LastActiveColumn, QString());
        QVERIFY2(editor.save(), qPrintable(editor.messageLabel()->text()));

        const Roster saved = VoteStore(*database).currentRoster();
        QCOMPARE(saved.version, 2);
        QCOMPARE(saved.meetings, (QList<QDate> { QDate(2026, 10, 8), QDate(2026, 11, 12) }));
        QVERIFY(saved.organizations.at(0).tacSeat);
        QCOMPARE(saved.organizations.at(0).lastActive, QDate(2026, 11, 20));
        QCOMPARE(saved.organizations.at(0).attended,
                 (QList<QDate> { QDate(2026, 10, 8), QDate(2026, 11, 12) }));
        QVERIFY(!saved.organizations.at(1).tacSeat);
        QVERIFY(!saved.organizations.at(1).lastActive.isValid());

        // Opened again, the editor shows them as saved.
        RosterEditor reopened(*database);
        QCOMPARE(reopened.table()->item(0, RosterEditor::TacSeatColumn)->checkState(), Qt::Checked);
        QCOMPARE(reopened.table()->item(0, RosterEditor::AttendedColumn)->text(),
                 s("2026-10-08, 2026-11-12"));
        QCOMPARE(reopened.meetingsEdit()->text(), s("2026-10-08, 2026-11-12"));
        QCOMPARE(reopened.roster(), saved);
    }

    // Add an organization, save: a new version holds it; the older version and the roster
    // frozen into a vote opened before stay as they were.
    void addOrganizationAndSave()
    {
        const auto database = openDatabase();
        QVERIFY(database);
        const VoteService votes(*database);
        QVERIFY(votes.recordVoteOpened(7, VoteStore(*database).currentRoster(),
                                       CountingRule::StrictMajority, QDate(2026, 6, 1),
                                       s("8d4f3a70-1c1e-4a8b-9a55-0e6c1b2d3f41")));

        RosterDialog dialog(*database);
        dialog.show();
        RosterEditor *editor = dialog.editor();
        QSignalSpy saved(editor, &RosterEditor::saved);
        QTest::mouseClick(editor->addButton(), Qt::LeftButton);
        QCOMPARE(editor->table()->rowCount(), 3);
        QVERIFY(editor->isModified());
        QVERIFY(typeName(*editor, s("Nimbus Labs")));
        setCell(*editor, 2, RosterEditor::RepresentativeColumn, s("@nimbus-kai"));
        setCell(*editor, 2, RosterEditor::NoteColumn, s("joined in May"));
        editor->statusBox(1)->setCurrentIndex(1); // Halcyon suspended
        QTest::mouseClick(dialog.saveButton(), Qt::LeftButton);

        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.constFirst().constFirst().toInt(), 2);
        VoteStore store(*database);
        const Roster current = store.currentRoster();
        QCOMPARE(current.version, 2);
        QCOMPARE(current.source, s("edited"));
        QCOMPARE(current.organizations.size(), 3);
        const RosterOrganization *nimbus = current.organization(s("Nimbus Labs"));
        QVERIFY(nimbus);
        QCOMPARE(nimbus->representative, s("nimbus-kai"));
        QVERIFY(nimbus->alternate.isEmpty());
        QCOMPARE(nimbus->note, s("joined in May"));
        QVERIFY(nimbus->isEligible());
        QVERIFY(!current.organization(s("Halcyon"))->isEligible());
        QCOMPARE(current.eligibleCount(), 2);
        QCOMPARE(store.rosterVersions().size(), 2);

        // Version 1 and the vote opened with it are untouched.
        QCOMPARE(store.roster(1)->organizations, twoOrganizations().organizations);
        const std::optional<VoteRecord> vote = store.latestVote(7);
        QVERIFY(vote);
        QCOMPARE(vote->rosterVersion, 1);
        QCOMPARE(vote->roster.organizations, twoOrganizations().organizations);
        QCOMPARE(tallyVote(vote->roster, {}).eligible, 2);
    }

    void invalidInputShowsTheMessageAndSavesNothing_data()
    {
        QTest::addColumn<int>("row"); // the row edited (2: a new one)
        QTest::addColumn<QStringList>("cells"); // name, representative, alternate
        QTest::addColumn<QString>("message");

        QTest::newRow("duplicate organization")
            << 2 << QStringList { s("halcyon"), s("hal-2"), QString() }
            << s("“halcyon” is listed twice (rows 2 and 3).");
        QTest::newRow("a login used twice")
            << 2 << QStringList { s("Nimbus Labs"), s("@Halcyon-Lin"), QString() }
            << s("@Halcyon-Lin is used twice: on Halcyon and on Nimbus Labs.");
        QTest::newRow("representative and alternate the same")
            << 2 << QStringList { s("Nimbus Labs"), s("nimbus-kai"), s("nimbus-kai") }
            << s("@nimbus-kai is both the representative and the alternate of Nimbus Labs.");
        QTest::newRow("empty representative")
            << 2 << QStringList { s("Nimbus Labs"), QString(), s("nimbus-alt") }
            << s("Nimbus Labs: the representative is empty.");
        QTest::newRow("no organization name")
            << 2 << QStringList { QString(), s("nimbus-kai"), QString() }
            << s("Row 3: the organization has no name.");
        QTest::newRow("not a login")
            << 2 << QStringList { s("Nimbus Labs"), s("kai@nimbus.example"), QString() }
            << s("Nimbus Labs: “kai@nimbus.example” is not a GitHub login.");
        QTest::newRow("an existing row emptied")
            << 0 << QStringList { s("Basalt Cloud"), s(" "), QString() }
            << s("Basalt Cloud: the representative is empty.");
    }

    void invalidInputShowsTheMessageAndSavesNothing()
    {
        QFETCH(int, row);
        QFETCH(QStringList, cells);
        QFETCH(QString, message);
        const auto database = openDatabase();
        QVERIFY(database);
        RosterDialog dialog(*database);
        dialog.show();
        RosterEditor *editor = dialog.editor();
        QSignalSpy saved(editor, &RosterEditor::saved);
        if (row == 2) {
            QTest::mouseClick(editor->addButton(), Qt::LeftButton);
            QVERIFY(typeName(*editor, cells.at(0)));
        }
        for (int column = row == 2 ? 1 : 0; column < cells.size(); ++column)
            setCell(*editor, row, column, cells.at(column));
        QTest::mouseClick(dialog.saveButton(), Qt::LeftButton);

        QVERIFY(dialog.isVisible()); // stays open to fix it
        QCOMPARE(saved.size(), 0);
        QVERIFY(editor->messageLabel()->isVisible());
        QVERIFY2(editor->messageLabel()->text().contains(message),
                 qPrintable(editor->messageLabel()->text()));
        QCOMPARE(editor->problems().size(), 1);
        QCOMPARE(VoteStore(*database).rosterVersions().size(), 1);
        QCOMPARE(VoteStore(*database).currentRoster().organizations,
                 twoOrganizations().organizations);

        // Reloaded (the edits dropped), it saves again.
        editor->reload();
        QVERIFY(editor->problems().isEmpty());
        QVERIFY(!editor->messageLabel()->isVisible());
    }

    void emptyRosterIsRefused()
    {
        const auto database = openDatabase(false);
        QVERIFY(database);
        RosterEditor editor(*database);
        QCOMPARE(editor.table()->rowCount(), 0);
        QCOMPARE(editor.savedVersion(), 0);
        QVERIFY(!editor.save());
        QVERIFY(editor.messageLabel()->text().contains(s("no organizations")));
        QVERIFY(VoteStore(*database).rosterVersions().isEmpty());
    }

    void removeRows()
    {
        const auto database = openDatabase();
        QVERIFY(database);
        RosterEditor editor(*database);
        editor.table()->selectRow(0);
        QVERIFY(editor.removeButton()->isEnabled());
        QTest::mouseClick(editor.removeButton(), Qt::LeftButton);
        QCOMPARE(editor.table()->rowCount(), 1);
        QVERIFY(editor.isModified());
        QVERIFY(editor.save());
        QCOMPARE(VoteStore(*database).currentRoster().organizations.size(), 1);
        QCOMPARE(VoteStore(*database).currentRoster().organizations.constFirst().name,
                 s("Halcyon"));
        QVERIFY(!editor.isModified());
    }

    // Import… reads the Working Group's Markdown table (its own header words, @logins and
    // profile links) into the rows; nothing is stored until Save.
    void importMarkdownThenSave()
    {
        const auto database = openDatabase();
        QVERIFY(database);
        const QString path = m_dir.filePath(s("README.md"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# Members\n\n| Member | Voting representative | Backup | Standing "
                   "|\n|---|---|---|---|\n"
                   "| Basalt Cloud | @basalt-tomas | [rhea](https://github.com/basalt-alt-rhea) | "
                   "active |\n"
                   "| Quillfeather AI | https://github.com/qf-priya | — | active |\n"
                   "| Vantablue | vantablue-rep | | suspended (missed two meetings) |\n");
        file.close();

        RosterEditor editor(*database);
        editor.setFileChooser([path](QWidget *) { return path; });
        QTest::mouseClick(editor.importButton(), Qt::LeftButton);
        QCOMPARE(editor.table()->rowCount(), 3);
        QVERIFY(editor.isModified());
        QVERIFY2(
            editor.messageLabel()->text().contains(s("Imported 3 organizations from README.md")),
            qPrintable(editor.messageLabel()->text()));
        QCOMPARE(editor.statusBox(2)->currentIndex(), 1);
        QCOMPARE(VoteStore(*database).rosterVersions().size(), 1); // not saved yet
        QVERIFY(editor.save());
        const Roster saved = VoteStore(*database).currentRoster();
        QCOMPARE(saved.version, 2);
        QCOMPARE(saved.source, s("README.md"));
        QCOMPARE(saved.organization(s("Basalt Cloud"))->alternate, s("basalt-alt-rhea"));
        QCOMPARE(saved.organization(s("Quillfeather AI"))->representative, s("qf-priya"));
        QVERIFY(!saved.organization(s("Vantablue"))->isEligible());

        // A file that is no roster: the reason, the rows untouched.
        const QString bad = m_dir.filePath(s("notes.md"));
        QFile badFile(bad);
        QVERIFY(badFile.open(QIODevice::WriteOnly));
        badFile.write("# Notes\n\nNo table here.\n");
        badFile.close();
        QVERIFY(!editor.importFile(bad));
        QVERIFY(editor.messageLabel()->text().contains(s("notes.md could not be imported")));
        QCOMPARE(editor.table()->rowCount(), 3);
        QVERIFY(!editor.isModified());
    }

    void importJson()
    {
        const auto database = openDatabase(false);
        QVERIFY(database);
        const QString path = m_dir.filePath(s("roster.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"organizations\": [{\"name\": \"Halcyon\", \"representative\": "
                   "\"halcyon-lin\", \"status\": \"eligible\"},\n"
                   " {\"organization\": \"Nimbus Labs\", \"representative\": \"@nimbus-kai\", "
                   "\"alternate\": \"nimbus-alt\", \"eligible\": false}]}");
        file.close();
        RosterEditor editor(*database);
        QVERIFY(editor.importFile(path));
        QCOMPARE(editor.table()->rowCount(), 2);
        QVERIFY(editor.save());
        const Roster saved = VoteStore(*database).currentRoster();
        QCOMPARE(saved.version, 1);
        QCOMPARE(saved.organizations.size(), 2);
        QCOMPARE(saved.organization(s("Nimbus Labs"))->alternate, s("nimbus-alt"));
        QVERIFY(!saved.organization(s("Nimbus Labs"))->isEligible());
    }

    // Voting > Edit Roster… and MainWindow::editRoster() open one dialog.
    void mainWindowOpensTheDialog()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        MainWindow window(workspace);
        window.show();
        auto *controller = window.findChild<VoteController *>(s("voteController"));
        QVERIFY(controller);
        QVERIFY(window.menuBar()->actions().contains(controller->menu()->menuAction()));
        QAction *edit = controller->editRosterAction();
        QVERIFY(controller->menu()->actions().contains(edit));
        QVERIFY(!window.findChild<RosterDialog *>());
        edit->trigger();
        auto *dialog = window.findChild<RosterDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QMetaObject::invokeMethod(&window, "editRoster"); // a public slot, for the Settings dialog
        QCOMPARE(window.findChildren<RosterDialog *>().size(), 1);
        const int before = VoteStore(workspace.database()).currentRoster().organizations.size();
        const int row = dialog->editor()->addOrganization();
        QVERIFY(typeName(*dialog->editor(), s("Nimbus Labs")));
        setCell(*dialog->editor(), row, RosterEditor::RepresentativeColumn, s("nimbus-kai"));
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QCOMPARE(VoteStore(workspace.database()).currentRoster().organizations.size(), before + 1);
        QTRY_VERIFY(!window.findChild<RosterDialog *>()); // closed and deleted
    }
};

QTEST_MAIN(tst_RosterEditor)
#include "tst_rostereditor.moc"
