#include "core/cli/OutboxCommands.h"

#include "core/actions/ActionService.h"
#include "core/actions/DueList.h"
#include "core/actions/PushSession.h"
#include "core/cli/CommandLine.h"
#include "core/cli/ExitCode.h"
#include "core/outbox/ActionCancellation.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/text/DisplayText.h"
#include "core/voting/VoteStore.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSettings>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace acp {

namespace {

QString localTimeOrEmpty(const QDateTime &when)
{
    return when.isValid() ? when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                          : QString();
}

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stderr));
#else
    return false;
#endif
}

QString actionLine(const OutboxAction &action)
{
    return QStringLiteral("%1  %2  %3")
        .arg(action.id, 4)
        .arg(actionStateId(action.state), -9)
        .arg(action.summary());
}

} // namespace

OutboxCommands::OutboxCommands(Workspace &workspace, const CommandLineRequest &request,
                               QTextStream &out, QTextStream &err, QObject *parent)
    : CommandGroup(workspace, request, out, err, parent)
{ }

OutboxCommands::~OutboxCommands() = default;

QStringList OutboxCommands::commands()
{
    return { QStringLiteral("request-info"), QStringLiteral("start-vote"),
             QStringLiteral("decide"),       QStringLiteral("back-to-review"),
             QStringLiteral("outbox"),       QStringLiteral("push"),
             QStringLiteral("due"),          QStringLiteral("review"),
             QStringLiteral("remind") };
}

bool OutboxCommands::acceptsOption(const QString &command, const QString &option)
{
    static const QHash<QString, QStringList> options {
        { QStringLiteral("include-judgment"), { QStringLiteral("request-info") } },
        { QStringLiteral("from-reviews"), { QStringLiteral("request-info") } },
        { QStringLiteral("closes"), { QStringLiteral("start-vote") } },
        { QStringLiteral("reason"), { QStringLiteral("decide"), QStringLiteral("vote") } },
        { QStringLiteral("tally"), { QStringLiteral("decide") } },
        { QStringLiteral("preview"),
          { QStringLiteral("request-info"), QStringLiteral("start-vote"), QStringLiteral("decide"),
            QStringLiteral("back-to-review"), QStringLiteral("review"),
            QStringLiteral("remind") } },
        { QStringLiteral("force"), { QStringLiteral("outbox") } },
    };
    return options.value(option).contains(command);
}

void OutboxCommands::run()
{
    const QString &command = m_request.command;
    if (command == QLatin1String("push")) {
        push();
        return;
    }
    if (command == QLatin1String("outbox")) {
        const QString verb = m_request.arguments.value(0);
        if (m_request.force && verb != QLatin1String("cancel")) {
            done(fail(tr("--force belongs to “outbox cancel”."), UsageError));
            return;
        }
        if (verb == QLatin1String("cancel") && m_request.arguments.size() == 2
            && !m_request.arguments.at(1).startsWith(QLatin1Char('b'), Qt::CaseInsensitive)) {
            cancelAction(m_request.arguments.at(1));
            return;
        }
        done(verb.isEmpty() ? listOutbox() : changeOutbox(verb));
        return;
    }
    if (command == QLatin1String("due")) {
        done(printDue());
        return;
    }
    done(queueAction());
}

bool OutboxCommands::isInterruptible() const
{
    return m_request.command == QLatin1String("push");
}

void OutboxCommands::interrupt()
{
    if (m_pushing) {
        PushSession::of(m_workspace)->cancel();
    }
}

int OutboxCommands::queueAction()
{
    const QString &command = m_request.command;
    QStringList arguments = m_request.arguments;
    const bool isReview = command == QLatin1String("review");
    if (isReview) {
        if (arguments.value(0) != QLatin1String("publish") || arguments.size() != 2) {
            return fail(tr("“review” publishes your checklist as your review: review publish "
                           "NUMBER [--preview]."),
                        UsageError);
        }
        arguments.removeFirst();
    }
    bool ok = false;
    const int number = arguments.value(0).toInt(&ok);
    const bool isDecide = command == QLatin1String("decide");
    if (!ok || number <= 0 || arguments.size() != (isDecide ? 2 : 1)) {
        if (isDecide) {
            return fail(tr("“decide” needs an issue number and approved or declined, for example: "
                           "decide 12 approved."),
                        UsageError);
        }
        return fail(tr("“%1” needs one issue number, for example: %1 12.").arg(command),
                    UsageError);
    }
    QDate closes;
    if (!m_request.closes.isEmpty()) {
        closes = QDate::fromString(m_request.closes.trimmed(), Qt::ISODate);
        if (!closes.isValid()) {
            return fail(tr("“%1” is not a date; write it as YYYY-MM-DD.").arg(m_request.closes),
                        UsageError);
        }
    }
    const QString outcome = isDecide ? arguments.at(1).trimmed().toLower() : QString();
    if (isDecide && outcome != QLatin1String("approved") && outcome != QLatin1String("declined")) {
        return fail(tr("The outcome is approved or declined, not “%1”.").arg(arguments.at(1)),
                    UsageError);
    }
    if (m_workspace.isDemo() && !m_request.preview) {
        return fail(tr("The demo workspace is offline; nothing is queued for GitHub (use "
                       "--preview to see the comment)."),
                    UsageError);
    }

    ActionRequest request;
    request.issueNumber = number;
    request.closes = closes;
    if (isReview) {
        request.kind = ActionKind::PublishReview;
    } else if (command == QLatin1String("request-info")) {
        request.kind = ActionKind::RequestInfo;
        request.includeNeedsJudgment = m_request.includeJudgment;
        request.gapsFrom = m_request.gapsFrom;
    } else if (command == QLatin1String("start-vote")) {
        request.kind = ActionKind::StartVote;
    } else if (isDecide) {
        request.kind = ActionKind::RecordDecision;
        request.approved = outcome == QLatin1String("approved");
        request.details = m_request.reason;
        request.tally = m_request.tally;
    } else if (command == QLatin1String("remind")) {
        request.kind = ActionKind::Remind;
        request.details = m_request.note;
    } else {
        request.kind = ActionKind::BackToReview;
        request.details = m_request.note;
    }
    const ActionService service(m_workspace);
    const ActionDraft draft = service.compose(request);
    for (const QString &warning : std::as_const(draft.composed.warnings)) {
        m_err << QCoreApplication::applicationName() << ": " << tr("warning: %1").arg(warning)
              << '\n';
    }
    if (!draft.ok()) {
        return fail(draft.composed.error);
    }

    if (m_request.preview) {
        if (m_request.json) {
            QJsonObject object = draft.composed.action->toJson();
            object.insert(QStringLiteral("queued"), false);
            m_out << text::jsonForTerminal(QJsonDocument(object).toJson(QJsonDocument::Indented));
            return Success;
        }
        m_out << tr("Preview (nothing queued): %1").arg(draft.composed.action->summary()) << "\n\n"
              << draft.composed.action->commentToPost() << '\n';
        return Success;
    }

    const ActionService::QueueResult queued = service.queue(draft);
    if (!queued.ok()) {
        return fail(queued.error);
    }
    if (m_request.json) {
        m_out << text::jsonForTerminal(
            QJsonDocument(queued.action->toJson()).toJson(QJsonDocument::Indented));
        return Success;
    }
    m_out << tr("Queued action %1: %2.").arg(queued.action->id).arg(queued.action->summary())
          << '\n'
          << tr("Run “push” to send it to GitHub; “outbox” lists what waits.") << '\n';
    return Success;
}

int OutboxCommands::listOutbox()
{
    Outbox outbox(m_workspace.database(), m_workspace.labelScheme());
    const QList<OutboxAction> actions = outbox.actions();
    // Ballots wait in their own queue (reactions, not actions) and are listed after the
    // actions, marked "kind": "ballot" (ids are their own: "b3" in the text listing); an action
    // is "kind": "action" with its kind in "action" ("request-info", "listing-pull-request").
    const QList<QueuedBallot> ballots = VoteStore(m_workspace.database()).pendingBallots();
    if (m_request.json) {
        QJsonArray array;
        for (const OutboxAction &action : actions) {
            QJsonObject object = action.toJson();
            // "kind" tells actions from ballots here; the action's own kind moves to "action".
            object.insert(QStringLiteral("action"), object.value(QStringLiteral("kind")));
            object.insert(QStringLiteral("kind"), QStringLiteral("action"));
            array.append(object);
        }
        for (const QueuedBallot &ballot : ballots) {
            QJsonObject object = ballot.toJson();
            object.insert(QStringLiteral("kind"), QStringLiteral("ballot"));
            object.insert(QStringLiteral("summary"), ballotSummary(ballot));
            array.append(object);
        }
        m_out << text::jsonForTerminal(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return Success;
    }
    if (actions.isEmpty() && ballots.isEmpty()) {
        m_out << tr("The outbox is empty.") << '\n';
        return Success;
    }
    for (const OutboxAction &action : actions) {
        m_out << actionLine(action) << '\n';
        if (!action.lastError.isEmpty() && action.isPending()) {
            m_out << QStringLiteral("            ") << text::displayLine(action.lastError) << '\n';
        }
        if (!action.commentUrl().isEmpty()) {
            m_out << QStringLiteral("            ") << action.commentUrl().toString() << '\n';
        }
    }
    for (const QueuedBallot &ballot : ballots) {
        m_out << QStringLiteral("%1  %2  %3")
                     .arg(QLatin1Char('b') + QString::number(ballot.id), 4)
                     .arg(ballotStateId(ballot.state), -9)
                     .arg(ballotSummary(ballot))
              << '\n';
        if (!ballot.lastError.isEmpty()) {
            m_out << QStringLiteral("            ") << text::displayLine(ballot.lastError) << '\n';
        }
    }
    m_out << tr("%n action(s) waiting to be sent.", nullptr, outbox.pendingCount()) << '\n';
    if (!ballots.isEmpty()) {
        m_out << tr("%n ballot(s) waiting to be sent.", nullptr, int(ballots.size())) << '\n';
    }
    return Success;
}

QString OutboxCommands::ballotSummary(const QueuedBallot &ballot)
{
    return ballot.login.isEmpty()
        ? tr("Ballot on #%1: %2")
              .arg(ballot.issueNumber)
              .arg(ballotChoiceDisplayName(ballot.choice))
        : tr("Ballot on #%1: %2 as @%3")
              .arg(ballot.issueNumber)
              .arg(ballotChoiceDisplayName(ballot.choice), text::displayLine(ballot.login));
}

int OutboxCommands::changeOutbox(const QString &verb)
{
    Outbox outbox(m_workspace.database(), m_workspace.labelScheme());
    if (verb == QLatin1String("audit")) {
        if (m_request.arguments.size() != 1) {
            return fail(tr("“outbox audit” takes no further arguments."), UsageError);
        }
        const QList<AuditEntry> entries = outbox.audit();
        if (m_request.json) {
            QJsonArray array;
            for (const AuditEntry &entry : entries) {
                array.append(entry.toJson());
            }
            m_out << text::jsonForTerminal(QJsonDocument(array).toJson(QJsonDocument::Indented));
        } else {
            m_out << OutboxStore::auditCsv(entries);
        }
        return Success;
    }
    if (verb != QLatin1String("cancel") && verb != QLatin1String("retry")) {
        return fail(tr("“outbox” takes cancel ID, retry ID or audit, not “%1”.").arg(verb),
                    UsageError);
    }
    const QString idText = m_request.arguments.value(1);
    if (verb == QLatin1String("cancel") && m_request.arguments.size() == 2
        && idText.startsWith(QLatin1Char('b'), Qt::CaseInsensitive)) {
        return cancelBallot(idText);
    }
    bool ok = false;
    const qint64 id = idText.toLongLong(&ok);
    if (m_request.arguments.size() != 2 || !ok || id <= 0) {
        return fail(tr("“outbox %1” needs an action id, for example: outbox %1 3.").arg(verb),
                    UsageError);
    }
    const bool changed = verb == QLatin1String("cancel") ? outbox.cancel(id) : outbox.retry(id);
    if (!changed) {
        return fail(outbox.errorString());
    }
    const std::optional<OutboxAction> action = outbox.action(id);
    if (m_request.json) {
        m_out << text::jsonForTerminal(
            QJsonDocument(action->toJson()).toJson(QJsonDocument::Indented));
    } else {
        m_out << actionLine(*action) << '\n';
    }
    return Success;
}

void OutboxCommands::cancelAction(const QString &idText)
{
    bool ok = false;
    const qint64 id = idText.toLongLong(&ok);
    if (!ok || id <= 0) {
        done(fail(tr("“outbox cancel” needs an action id, for example: outbox cancel 3."),
                  UsageError));
        return;
    }
    Outbox &outbox = *m_workspace.outbox();
    auto *cancellation =
        new ActionCancellation(outbox, m_workspace.client(), m_workspace.repository(), this);
    connect(cancellation, &ActionCancellation::finished, this,
            [this, cancellation, id](ActionCancellation::Outcome outcome, const QString &message) {
                cancellation->deleteLater();
                if (outcome != ActionCancellation::Outcome::Cancelled) {
                    QString text = message;
                    if (outcome != ActionCancellation::Outcome::Refused) {
                        text += QLatin1Char(' ')
                            + tr("Run “outbox cancel %1 --force” to cancel it anyway.").arg(id);
                    }
                    done(fail(text));
                    return;
                }
                const std::optional<OutboxAction> action = m_workspace.outbox()->action(id);
                if (m_request.json) {
                    m_out << QJsonDocument(action->toJson()).toJson(QJsonDocument::Indented);
                } else {
                    m_out << actionLine(*action) << '\n';
                }
                done(Success);
            });
    cancellation->cancel(id, m_request.force);
}

int OutboxCommands::cancelBallot(const QString &idText)
{
    bool ok = false;
    const qint64 id = idText.mid(1).toLongLong(&ok);
    if (!ok || id <= 0) {
        return fail(tr("“%1” is not a ballot id; ballots are listed as b1, b2, …").arg(idText),
                    UsageError);
    }
    QString error;
    if (!m_workspace.votingSession()->cancelBallot(id, &error)) {
        return fail(error);
    }
    const std::optional<QueuedBallot> ballot = VoteStore(m_workspace.database()).ballot(id);
    if (m_request.json) {
        QJsonObject object = ballot->toJson();
        object.insert(QStringLiteral("kind"), QStringLiteral("ballot"));
        m_out << text::jsonForTerminal(QJsonDocument(object).toJson(QJsonDocument::Indented));
    } else {
        m_out << tr("Cancelled: %1").arg(ballotSummary(*ballot)) << '\n';
    }
    return Success;
}

int OutboxCommands::printDue()
{
    if (!m_request.arguments.isEmpty()) {
        return fail(tr("“due” takes no arguments."), UsageError);
    }
    QSettings settings;
    const QList<DueItem> items = DueList::compute(m_workspace.database(), m_workspace.labelScheme(),
                                                  ActionSettings::load(settings),
                                                  m_workspace.authorTrust(), QDate::currentDate());
    if (m_request.json) {
        QJsonArray array;
        for (const DueItem &item : items) {
            array.append(item.toJson());
        }
        m_out << text::jsonForTerminal(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return Success;
    }
    if (items.isEmpty()) {
        m_out << tr("Nothing is due: no open votes, deficiency clocks or periodic reviews.")
              << '\n';
        return Success;
    }
    for (const DueItem &item : items) {
        m_out << QStringLiteral("%1  #%2  %3: %4\n")
                     .arg(item.due.isValid() ? item.due.toString(Qt::ISODate)
                                             : QStringLiteral("----------"))
                     .arg(item.issueNumber, -5)
                     .arg(text::displayLine(item.platform), text::displayLine(item.description));
    }
    return Success;
}

void OutboxCommands::push()
{
    if (!m_request.arguments.isEmpty()) {
        done(fail(tr("“push” takes no arguments."), UsageError));
        return;
    }
    PushSession *session = PushSession::of(m_workspace);
    if (!session->canPush()) {
        done(fail(tr("The demo workspace is offline; nothing is pushed to GitHub."), UsageError));
        return;
    }
    OutboxPusher *pusher = m_workspace.pusher();
    const bool interactive = stderrIsTerminal();
    connect(pusher, &OutboxPusher::progress, this, [this, interactive](const PushProgress &p) {
        if (interactive && !p.message.isEmpty()) {
            m_err << p.message << '\n';
            m_err.flush();
        }
    });
    connect(pusher, &OutboxPusher::waiting, this, [this](int seconds, const QString &reason) {
        m_err << reason << ' ' << tr("Waiting %n second(s).", nullptr, seconds) << '\n';
        m_err.flush();
    });
    connect(pusher, &OutboxPusher::actionStateChanged, this, [this](qint64 id, ActionState state) {
        if (state != ActionState::Sent) {
            return;
        }
        if (const std::optional<OutboxAction> action = m_workspace.outbox()->action(id)) {
            m_out << tr("Sent: %1").arg(action->summary());
            if (!action->commentUrl().isEmpty()) {
                m_out << QStringLiteral("  ") << action->commentUrl().toString();
            }
            m_out << '\n';
            m_out.flush();
        }
    });
    connect(m_workspace.votingSession(), &VotingSession::ballotChanged, this,
            [this](const QueuedBallot &ballot) {
                if (ballot.state == BallotState::Sent) {
                    m_out << tr("Sent: ballot on #%1, %2 as @%3")
                                 .arg(ballot.issueNumber)
                                 .arg(ballotChoiceDisplayName(ballot.choice), ballot.login)
                          << '\n';
                    m_out.flush();
                }
            });
    connect(session, &PushSession::actionsFinished, this, [this](const PushSummary &summary) {
        for (const QString &message : summary.messages) {
            m_out << message << '\n';
        }
        m_out << tr("%n sent", nullptr, summary.sent) << ", "
              << tr("%n blocked", nullptr, summary.blocked) << ", "
              << tr("%n failed", nullptr, summary.failed) << "; "
              << tr("%n left unsent.", nullptr, summary.leftUnsent) << '\n';
    });
    connect(session, &PushSession::finished, this, &OutboxCommands::pushFinished);
    m_pushing = true;
    switch (session->push()) {
    case PushSession::Start::Started:
        return;
    case PushSession::Start::NothingWaits:
        m_out << tr("Nothing to push: the outbox is empty.") << '\n';
        done(Success);
        return;
    case PushSession::Start::AlreadyRunning:
    case PushSession::Start::Offline:
        done(fail(tr("A push is already running."), Failure));
        return;
    }
}

void OutboxCommands::pushFinished(const PushSessionSummary &summary)
{
    m_pushing = false;
    if (summary.ballotsSent) {
        for (const QString &message : summary.ballots.messages) {
            m_out << message << '\n';
        }
        m_out << tr("Ballots: %n sent", nullptr, summary.ballots.sent) << ", "
              << tr("%n failed", nullptr, summary.ballots.failed) << "; "
              << tr("%n left unsent.", nullptr, summary.ballots.leftUnsent) << '\n';
    } else if (summary.ballotsNotSent > 0) {
        m_out << tr("Ballots: %n left unsent.", nullptr, summary.ballotsNotSent) << '\n';
    }
    if (summary.cancelled) {
        done(fail(tr("The push was cancelled; the next push resumes where it stopped."),
                  Interrupted));
        return;
    }
    if (!summary.actions.allSent()) {
        done(fail(summary.actions.errorString.isEmpty()
                      ? tr("%n action(s) were left unsent; see “outbox”.", nullptr,
                           summary.actions.leftUnsent)
                      : summary.actions.errorString));
        return;
    }
    const int ballotsLeft = summary.ballotsLeft();
    if (ballotsLeft > 0) {
        QString reason = summary.ballotsError;
        if (reason.isEmpty() && summary.ballots.leftUnsent > 0) {
            reason = summary.ballots.errorString;
        }
        done(fail(reason.isEmpty()
                      ? tr("%n ballot(s) were left unsent; see “outbox”.", nullptr, ballotsLeft)
                      : reason));
        return;
    }
    done(Success);
}

QJsonArray OutboxCommands::issueOutboxJson(Database &database, int issueNumber)
{
    QJsonArray array;
    const QList<OutboxAction> actions = OutboxStore(database).actions(issueNumber);
    for (const OutboxAction &action : actions) {
        array.append(action.toJson());
    }
    return array;
}

QStringList OutboxCommands::issueOutboxLines(Database &database, int issueNumber)
{
    QStringList lines;
    const QList<OutboxAction> actions = OutboxStore(database).actions(issueNumber);
    for (const OutboxAction &action : actions) {
        QString line = actionLine(action) + QStringLiteral("  (")
            + localTimeOrEmpty(action.updatedAt) + QLatin1Char(')');
        if (!action.lastError.isEmpty() && action.isPending()) {
            line += QStringLiteral("\n            ") + text::displayLine(action.lastError);
        }
        lines.append(line);
    }
    return lines;
}

} // namespace acp
