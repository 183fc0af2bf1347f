#pragma once

#include "core/cli/CommandGroup.h"

#include <QJsonObject>
#include <QStringList>

namespace acp {

class Workspace;
struct CommandLineRequest;

// `reviews NUMBER [--json]`: the team's reviews of one application as published on its issue
// (TeamReviews: trusted authors, the workbench's block or a hand-written table or lines) beside
// the reviewer's own checklist, requirement by requirement, with the ones where they disagree
// marked. Works with whatever requirement definition the workspace uses.
class ReviewCommands : public CommandGroup
{
    Q_OBJECT
public:
    ReviewCommands(Workspace &workspace, const CommandLineRequest &request, QTextStream &out,
                   QTextStream &err, QObject *parent = nullptr);
    ~ReviewCommands() override;

    static QStringList commands(); // "reviews"
    static bool handles(const QString &command) { return commands().contains(command); }

    void run() override;

    // {"issue", "requirements_version", "reviews": [PublishedReview::toJson()],
    //  "mine": {requirement id: status}, "disagreements": [requirement ids]}: also the
    // `reviews` array of `show --json` comes from here.
    static QJsonObject issueReviewsJson(Workspace &workspace, int issueNumber);

private:
    int printReviews(int issueNumber);
};

} // namespace acp
