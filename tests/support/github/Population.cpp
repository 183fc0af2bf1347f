#include "github/GitHubTestServerPrivate.h"

#include <algorithm>
#include <iterator>
#include <random>

namespace acp::test {

namespace {

constexpr int kQuietSeconds = 3600; // idle time between populate()'s last event and now()

} // namespace

void GitHubTestServer::Private::populate(int issueCount, int commentCount, int reactionCount,
                                         quint32 seed)
{
    std::mt19937 rng(seed);
    auto pick = [&rng](int n) { return n <= 1 ? 0 : int(rng() % quint32(n)); };
    auto chance = [&rng](int percent) { return int(rng() % 100u) < percent; };

    static const char *const vendors[] = { "Acme",    "Borealis", "Cobalt",   "Dynamo",  "Ember",
                                           "Fathom",  "Granite",  "Helix",    "Ion",     "Juniper",
                                           "Kestrel", "Lumen",    "Meridian", "Nimbus",  "Orion",
                                           "Quasar",  "Radiant",  "Sable",    "Tessera", "Vector" };
    static const char *const products[] = { "NPU", "TPU", "XPU", "Accelerator",
                                            "GPU", "DPU", "IPU", "Matrix Engine" };
    static const char *const features[] = { "Eager mode",
                                            "torch.compile (Inductor backend)",
                                            "Autograd",
                                            "Distributed (c10d backend)",
                                            "Mixed precision (AMP)",
                                            "Quantization",
                                            "torch.export / AOTInductor",
                                            "Profiler integration" };
    static const char *const integrations[] = {
        "Out-of-tree backend through PrivateUse1",
        "Out-of-tree backend through PrivateUse1 with a custom device guard",
        "In-tree backend (upstream PR series)", "Triton backend plus PrivateUse1 runtime"
    };
    static const char *const voterOrgs[] = { "amd",       "arm",    "aws",      "google",
                                             "huawei",    "ibm",    "intel",    "meta",
                                             "microsoft", "nvidia", "qualcomm", "samsung" };
    const QStringList coChairs { QStringLiteral("cochair-ana"), QStringLiteral("cochair-ben") };
    for (const QString &login : coChairs)
        associations.insert(login, QStringLiteral("MEMBER"));
    QStringList voters;
    for (const char *org : voterOrgs)
        voters.append(QStringLiteral("voter-") + QLatin1String(org));
    for (const QString &login : voters)
        associations.insert(login, QStringLiteral("CONTRIBUTOR"));

    struct StageLabel
    {
        const char *name;
        const char *color;
        const char *description;
    };
    static const StageLabel stageLabels[] = {
        { "new", "0e8a16", "New application, not yet triaged" },
        { "needs-info", "d93f0b", "Waiting for the applicant to answer questions" },
        { "voting", "fbca04", "Open for voting by the voting members" },
        { "approved", "1d76db", "Accepted into the ACP program" },
        { "declined", "b60205", "Not accepted" },
    };
    for (const StageLabel &stage : stageLabels) {
        LabelRec &rec = ensureLabel(QLatin1String(stage.name), QLatin1String(stage.color),
                                    QLatin1String(stage.description));
        rec.color = QLatin1String(stage.color);
        rec.description = QLatin1String(stage.description);
    }
    invalidateAll();

    // Stage paths: each step is a label (and for the last two, a close).
    enum Step { ToNeedsInfo, ToVoting, ToApproved, ToDeclined, Withdraw };
    struct Pending
    {
        int number = 0;
        std::vector<Step> steps;
        size_t next = 0;
    };
    std::vector<Pending> pending; // issues with steps left
    std::vector<int> created; // numbers in creation order
    QHash<int, QString> applicantOf;

    int issuesLeft = std::max(0, issueCount);
    int commentsLeft = std::max(0, commentCount);
    int reactionsLeft = std::max(0, reactionCount);
    // About 1.25 stage steps per issue and 5% edited comments.
    const qint64 totalEvents =
        qint64(issuesLeft) * 9 / 4 + qint64(commentsLeft) * 21 / 20 + reactionsLeft;
    const qint64 span = qint64(2) * 365 * 86400;
    const int maxGap =
        int(std::clamp<qint64>(span * 2 / std::max<qint64>(1, totalEvents), 2, 14 * 86400));
    // The generated history ends around the current clock: it starts about one expected span
    // earlier, and afterwards the clock is the later of where it was and the last event.
    const QDateTime origin = clock;
    clock = clock.addSecs(-totalEvents * (maxGap / 2 + 1) - kQuietSeconds);
    auto advance = [&] {
        clock = clock.addSecs(1 + pick(maxGap));
        repositoryUpdatedAt = clock;
        return clock;
    };

    auto makeBody = [&](const QString &platform, const QString &applicant) {
        const bool crlf = chance(10);
        const QString nl = crlf ? QStringLiteral("\r\n") : QStringLiteral("\n");
        QString body;
        auto section = [&](const QString &heading, const QString &answer) {
            if (!body.isEmpty())
                body += nl + nl;
            body += QStringLiteral("### ") + heading + nl + nl + answer;
        };
        auto maybe = [&](int percentMissing, const QString &answer) {
            return chance(percentMissing) ? QStringLiteral("_No response_") : answer;
        };
        const QString slug = platform.toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
        section(QStringLiteral("Platform name"), platform);
        section(QStringLiteral("Organization"),
                platform.section(QLatin1Char(' '), 0, 0) + QStringLiteral(" Computing, Inc."));
        section(QStringLiteral("PyTorch integration"),
                QLatin1String(integrations[pick(int(std::size(integrations)))]));
        QString featureList;
        for (size_t i = 0; i < std::size(features); ++i) {
            if (i)
                featureList += nl;
            featureList += (chance(65) ? QStringLiteral("- [X] ") : QStringLiteral("- [ ] "))
                + QLatin1String(features[i]);
        }
        section(QStringLiteral("Supported features"), featureList);
        section(QStringLiteral("CI"),
                maybe(15,
                      QStringLiteral("https://ci.example.org/") + slug
                          + QStringLiteral("/pytorch — nightly runs of the PyTorch test "
                                           "suite (test_torch, test_nn, test_ops) on ")
                          + QString::number(2 + pick(30)) + QStringLiteral(" devices.")));
        section(QStringLiteral("Release plan"),
                maybe(25,
                      QStringLiteral("We release within %1 weeks of each PyTorch release and "
                                     "support the last %2 PyTorch minor versions.")
                          .arg(1 + pick(6))
                          .arg(1 + pick(3))));
        section(QStringLiteral("Package"),
                maybe(10,
                      QStringLiteral("`pip install torch-") + slug
                          + QStringLiteral("` from https://download.example.org/whl/") + slug));
        section(QStringLiteral("Maintainers"),
                QStringLiteral("@") + applicant + QStringLiteral(", @maintainer-")
                    + QString::number(1 + pick(40)));
        section(
            QStringLiteral("Security policy"),
            maybe(20,
                  QStringLiteral("https://example.org/") + slug + QStringLiteral("/SECURITY.md")));
        section(QStringLiteral("Code of Conduct"),
                QStringLiteral("- [X] I agree to follow the PyTorch Foundation's Code of Conduct"));
        return body;
    };

    auto addIssueEvent = [&] {
        const QDateTime when = advance();
        IssueData data;
        const QString platform = QLatin1String(vendors[pick(int(std::size(vendors)))])
            + QLatin1Char(' ') + QLatin1String(products[pick(int(std::size(products)))])
            + QLatin1Char(' ') + QString::number(1 + pick(9));
        data.author =
            QStringLiteral("applicant-") + QString::number(1 + pick(std::max(5, issueCount / 3)));
        if (chance(1)) {
            data.title = QStringLiteral("Question about the application process for ") + platform;
            data.bodyIsNull = true;
        } else {
            data.title = QStringLiteral("[Application]: ") + platform;
            data.body = makeBody(platform, data.author);
        }
        data.labels = { QStringLiteral("new") };
        data.createdAt = when;
        const int number = insertIssue(data);
        created.push_back(number);
        applicantOf.insert(number, data.author);
        Pending p;
        p.number = number;
        const int roll = pick(100);
        if (roll < 25) {
            // stays new
        } else if (roll < 40) {
            p.steps = { ToNeedsInfo };
        } else if (roll < 65) {
            p.steps = { ToVoting };
        } else if (roll < 85) {
            p.steps = { ToVoting, ToApproved };
        } else if (roll < 97) {
            p.steps = { ToVoting, ToDeclined };
        } else {
            p.steps = { Withdraw };
        }
        if (!p.steps.empty() && p.steps.front() == ToVoting && chance(30))
            p.steps.insert(p.steps.begin(), ToNeedsInfo);
        if (!p.steps.empty())
            pending.push_back(std::move(p));
    };

    auto pickIssue = [&] {
        const int n = int(created.size());
        if (chance(50))
            return created[size_t(n - 1 - pick(std::min(n, 20)))];
        return created[size_t(pick(n))];
    };

    auto addCommentEvent = [&] {
        const QDateTime when = advance();
        const int number = pickIssue();
        const int kind = pick(100);
        QString author;
        QString body;
        if (kind < 35) {
            author = coChairs.at(pick(int(coChairs.size())));
            static const char *const texts[] = {
                "Thanks for the application! We will review it at the next ACP working group "
                "meeting.",
                "Could you share a link to the CI dashboard and the list of skipped tests?",
                "Checklist so far:\n\n- [x] CI runs upstream tests\n- [ ] Release plan covers the "
                "last two PyTorch versions\n- [x] Security policy published",
                "Voting is open for two weeks. Voting members: react with 👍 to approve, 👎 to "
                "reject, 👀 to abstain.",
                "The working group discussed this today; notes are in the meeting minutes.",
            };
            body = QString::fromUtf8(texts[pick(int(std::size(texts)))]);
        } else if (kind < 70) {
            author = voters.at(pick(int(voters.size())));
            static const char *const texts[] = {
                "Does the backend pass `test_ops.py` for float16 as well?",
                "+1 from our side once the release plan is filled in.",
                "We tried the wheel on our cluster; eager mode works, `torch.compile` fails on a "
                "few models (logs attached).",
                "Looks good to me.",
                "Is there a public issue tracker for the runtime?",
            };
            body = QString::fromUtf8(texts[pick(int(std::size(texts)))]);
        } else {
            author = applicantOf.value(number, QStringLiteral("applicant-1"));
            static const char *const texts[] = {
                "Thanks! The CI dashboard is public now: https://ci.example.org/dashboard",
                "We updated the release plan in the issue body.",
                "Here is the list of skipped "
                "tests:\n\n```\ntest_nn.py::TestNN::test_conv_double_backward\ntest_ops.py::"
                "TestCommon::test_out_fft\n```",
                "Happy to present at the next meeting.",
            };
            body = QString::fromUtf8(texts[pick(int(std::size(texts)))]);
        }
        CommentData data;
        data.issueNumber = number;
        data.author = author;
        data.body = body;
        data.createdAt = when;
        insertComment(data);
        IssueRec *rec = issue(number);
        rec->d.updatedAt = when;
        rec->json.clear();
        if (chance(5)) { // an edited comment
            CommentRec &c = comments.back();
            c.d.body += QStringLiteral("\n\n_Edited: added a link._");
            c.d.updatedAt = advance();
        }
    };

    QHash<qint64, int> reactionsOnTarget;
    auto addReactionEvent = [&] {
        const QDateTime when = advance();
        const bool onComment = !comments.empty() && chance(80);
        ReactionData data;
        data.createdAt = when;
        const int roll = pick(100);
        data.content = roll < 60 ? QStringLiteral("+1")
            : roll < 75          ? QStringLiteral("-1")
                                 : QStringLiteral("eyes");
        if (onComment) {
            // Prefer recent comments, as voting happens on the latest call for votes.
            const int n = int(comments.size());
            CommentRec &target =
                comments[size_t(chance(60) ? n - 1 - pick(std::min(n, 50)) : pick(n))];
            const int k = reactionsOnTarget[target.d.id]++;
            data.user = k < int(voters.size()) ? voters.at(k)
                                               : QStringLiteral("user-") + QString::number(k);
            insertReaction(target.reactions, data);
            target.json.clear();
        } else {
            IssueRec *target = issue(pickIssue());
            const int k = reactionsOnTarget[-qint64(target->d.number)]++;
            data.user = k < int(voters.size()) ? voters.at(k)
                                               : QStringLiteral("user-") + QString::number(k);
            insertReaction(target->reactions, data);
            target->json.clear();
        }
    };

    auto stepEvent = [&] {
        const size_t at = size_t(pick(int(pending.size())));
        Pending &p = pending[at];
        IssueRec *rec = issue(p.number);
        const Step step = p.steps[p.next++];
        const QDateTime when = advance();
        QStringList labels = rec->d.labels;
        for (const char *stage : { "new", "needs-info", "voting" })
            labels.removeAll(QLatin1String(stage));
        switch (step) {
        case ToNeedsInfo:
            labels.append(QStringLiteral("needs-info"));
            break;
        case ToVoting:
            labels.append(QStringLiteral("voting"));
            break;
        case ToApproved:
            labels.append(QStringLiteral("approved"));
            rec->d.state = QStringLiteral("closed");
            rec->d.stateReason = QStringLiteral("completed");
            rec->d.closedAt = when;
            break;
        case ToDeclined:
            labels.append(QStringLiteral("declined"));
            rec->d.state = QStringLiteral("closed");
            rec->d.stateReason = QStringLiteral("not_planned");
            rec->d.closedAt = when;
            break;
        case Withdraw:
            rec->d.state = QStringLiteral("closed");
            rec->d.stateReason = QStringLiteral("not_planned");
            rec->d.closedAt = when;
            break;
        }
        rec->d.labels = labels;
        touchIssue(*rec, when);
        if (p.next >= p.steps.size()) {
            std::swap(pending[at], pending.back());
            pending.pop_back();
        }
    };

    while (issuesLeft + commentsLeft + reactionsLeft > 0 || !pending.empty()) {
        // Weighted choice over what is left; nothing refers to an issue before it exists.
        const qint64 stepsLeft = created.empty() ? 0 : qint64(pending.size());
        const qint64 c = created.empty() ? 0 : commentsLeft;
        const qint64 r = created.empty() ? 0 : reactionsLeft;
        const qint64 s = issuesLeft > 0 ? stepsLeft : stepsLeft * 4 + 1;
        const qint64 total = issuesLeft + c + r + (pending.empty() ? 0 : s);
        if (total <= 0)
            break;
        qint64 roll = qint64(rng() % quint64(total));
        if (roll < issuesLeft) {
            addIssueEvent();
            --issuesLeft;
            continue;
        }
        roll -= issuesLeft;
        if (roll < c) {
            addCommentEvent();
            --commentsLeft;
            continue;
        }
        roll -= c;
        if (roll < r) {
            addReactionEvent();
            --reactionsLeft;
            continue;
        }
        stepEvent();
    }
    // Nothing happens in the last hour before now(): a sync right after populate() does not look
    // as if it raced a change (clients distrust items updated within seconds of the Date header).
    repositoryUpdatedAt = clock;
    clock = std::max(origin, clock.addSecs(kQuietSeconds));
    issueOrdersDirty = true;
    commentOrdersDirty = true;
}

} // namespace acp::test
