#pragma once

#include "core/report/ReportModel.h"
#include "core/review/RequirementSet.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>

#include <functional>
#include <optional>

namespace acp {

class Workspace;

// Reads reports out of a workspace. Offline: only the cache and the reviewer's tables.
class ReportBuilder
{
    Q_DECLARE_TR_FUNCTIONS(acp::ReportBuilder)

public:
    struct Options
    {
        QString preparedBy; // empty: the operating system's user name
        QDateTime generatedAt; // invalid: now
        std::optional<RequirementSet> requirements; // absent: the workspace's
        // The title of a link's cached preview, or an empty string. Optional: without it the
        // report shows the link text or the address.
        std::function<QString(const QUrl &)> linkTitle;
        int excerptLength = 900; // characters of a comment shown in the conversation
    };

    explicit ReportBuilder(Workspace &workspace);
    ReportBuilder(Workspace &workspace, Options options);

    // Nothing, with errorString() set, for an unknown or deleted application.
    std::optional<ApplicationReport> application(int number);
    // The given applications in the given order; fails on the first unknown one.
    std::optional<RoundReport> round(const QList<int> &numbers);
    // Every cached application, lowest number first.
    QList<int> allApplicationNumbers() const;

    QString errorString() const { return m_error; }

    // Whether a comment has the shape of the vote comment or a decision (a decision marker in
    // its trailing marker block, or a hand-written "Decision" heading). Says nothing about
    // its author: the report takes only a trusted author's (AuthorTrust), and VoteService
    // decides which vote comment counts.
    static bool isVoteComment(const Comment &comment);
    static bool isDecisionComment(const Comment &comment);
    // Markdown shortened to about `maxLength` characters, cut at a line or word boundary.
    static QString excerpt(const QString &markdown, int maxLength, bool *truncated = nullptr);
    static QString defaultPreparedBy();

private:
    ReportVote readVote(int number) const;

    Workspace &m_workspace;
    Options m_options;
    RequirementSet m_requirements;
    QString m_error;
};

} // namespace acp
