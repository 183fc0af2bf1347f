#include "core/actions/ActionComposer.h"
#include "core/outbox/Outbox.h"
#include "core/store/IssueCache.h"
#include "core/workspace/Workspace.h"
#include "ui/outbox/OutboxModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

class tst_OutboxModel : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    std::unique_ptr<Workspace> openDemo(const QString &name)
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(name);
        auto workspace = std::make_unique<Workspace>(options);
        if (!workspace->open()) {
            qWarning() << workspace->errorString();
            return nullptr;
        }
        return workspace;
    }

    static OutboxAction backToReview(Workspace &workspace, int number)
    {
        const Issue issue = *IssueCache(workspace.database()).issue(number);
        const ActionComposer composer(workspace.labelScheme());
        const ComposeResult result = composer.backToReview(
            issue, *workspace.outbox()->expectedState(number), QStringLiteral("Thanks!"));
        if (!result.ok()) {
            qWarning() << result.error;
            return {};
        }
        return *result.action;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void followsTheOutbox()
    {
        auto workspace = openDemo(QStringLiteral("model.sqlite3"));
        QVERIFY(workspace);
        Outbox *outbox = workspace->outbox();
        QVERIFY(outbox);
        QVERIFY(!workspace->pusher()); // the demo never pushes

        OutboxModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setOutbox(outbox);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(OutboxModel::ColumnCount));
        QCOMPARE(model.headerData(OutboxModel::StateColumn, Qt::Horizontal).toString(),
                 QStringLiteral("State"));

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        const std::optional<OutboxAction> first = outbox->enqueue(backToReview(*workspace, 15));
        QVERIFY2(first, qPrintable(outbox->errorString()));
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, OutboxModel::IssueColumn).data().toString(), QStringLiteral("#15"));
        QCOMPARE(model.index(0, OutboxModel::KindColumn).data().toString(),
                 actionKindDisplayName(ActionKind::BackToReview));
        QCOMPARE(model.index(0, OutboxModel::StateColumn).data().toString(),
                 actionStateDisplayName(ActionState::Queued));
        QCOMPARE(model.index(0, OutboxModel::AttemptsColumn).data().toInt(), 0);
        QCOMPARE(model.index(0, 0).data(OutboxModel::ActionIdRole).toLongLong(), first->id);
        QCOMPARE(model.index(0, 0).data(OutboxModel::IssueNumberRole).toInt(), 15);
        QVERIFY(!model.index(0, OutboxModel::CreatedColumn).data().toString().isEmpty());

        const std::optional<OutboxAction> second = outbox->enqueue(backToReview(*workspace, 12));
        QVERIFY2(second, qPrintable(outbox->errorString()));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowOf(second->id), 1);

        // A change made through the outbox (by anyone) updates the row in place.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(outbox->cancel(first->id));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
        QCOMPARE(model.index(0, OutboxModel::StateColumn).data().toString(),
                 actionStateDisplayName(ActionState::Cancelled));
        QCOMPARE(model.index(0, 0).data(OutboxModel::StateRole).toInt(),
                 int(ActionState::Cancelled));
        QCOMPARE(model.rowCount(), 2);

        QVERIFY(outbox->editComment(second->id, QStringLiteral("Edited")));
        QCOMPARE(model.actionAt(1).comment(), QStringLiteral("Edited"));

        // A second model on the same outbox starts with what is stored.
        OutboxModel other;
        other.setOutbox(outbox);
        QCOMPARE(other.rowCount(), 2);
        QCOMPARE(other.actionAt(0).state, ActionState::Cancelled);

        model.setOutbox(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(tst_OutboxModel)
#include "tst_outboxmodel.moc"
