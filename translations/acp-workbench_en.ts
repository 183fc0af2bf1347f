<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>acp::ActionCommentLookup</name>
    <message numerus="yes">
        <location filename="../src/core/outbox/ActionCommentLookup.cpp" line="97"/>
        <source>The comments changed while each of %n reads of them was under way.</source>
        <translation>
            <numerusform>The comments changed while the one read of them was under way.</numerusform>
            <numerusform>The comments changed while each of %n reads of them was under way.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ActionComposer</name>
    <message numerus="yes">
        <location filename="../src/core/actions/ActionComposer.cpp" line="381"/>
        <source>A vote stays open at least %n day(s): it can close on %1 at the earliest.</source>
        <translation>
            <numerusform>A vote stays open at least %n day: it can close on %1 at the earliest.</numerusform>
            <numerusform>A vote stays open at least %n days: it can close on %1 at the earliest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ActionController</name>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="408"/>
        <source>%n action(s) waiting</source>
        <translation>
            <numerusform>%n action waiting</numerusform>
            <numerusform>%n actions waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="411"/>
        <source>%n ballot(s) waiting</source>
        <translation>
            <numerusform>%n ballot waiting</numerusform>
            <numerusform>%n ballots waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="86"/>
        <source>Pushing %n action(s)…</source>
        <translation>
            <numerusform>Pushing %n action…</numerusform>
            <numerusform>Pushing %n actions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="87"/>
        <location filename="../src/ui/actions/ActionController.cpp" line="93"/>
        <source>Sending %n ballot(s)…</source>
        <translation>
            <numerusform>Sending %n ballot…</numerusform>
            <numerusform>Sending %n ballots…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="455"/>
        <source>%n ballot(s) sent.</source>
        <translation>
            <numerusform>%n ballot sent.</numerusform>
            <numerusform>%n ballots sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="482"/>
        <source>Push waits %n second(s): %1</source>
        <translation>
            <numerusform>Push waits %n second: %1</numerusform>
            <numerusform>Push waits %n seconds: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="493"/>
        <source>Outbox pushed: %n action(s) sent.</source>
        <translation>
            <numerusform>Outbox pushed: %n action sent.</numerusform>
            <numerusform>Outbox pushed: %n actions sent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ActionDialog</name>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionDialog.cpp" line="129"/>
        <source>Unchecked, the vote closes %n day(s) after it opens (Preferences).</source>
        <translation>
            <numerusform>Unchecked, the vote closes %n day after it opens (Preferences).</numerusform>
            <numerusform>Unchecked, the vote closes %n days after it opens (Preferences).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ActivityFigures</name>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="116"/>
        <source>at least %n commit(s)</source>
        <translation>
            <numerusform>at least %n commit</numerusform>
            <numerusform>at least %n commits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="118"/>
        <source>%n commit(s)</source>
        <translation>
            <numerusform>%n commit</numerusform>
            <numerusform>%n commits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="120"/>
        <source>at least %n contributor(s)</source>
        <translation>
            <numerusform>at least %n contributor</numerusform>
            <numerusform>at least %n contributors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="122"/>
        <source>%n contributor(s)</source>
        <translation>
            <numerusform>%n contributor</numerusform>
            <numerusform>%n contributors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ApplicationListModel</name>
    <message numerus="yes">
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="475"/>
        <source>The reviews differ on %n requirement(s): %1.</source>
        <translation>
            <numerusform>The reviews differ on %n requirement: %1.</numerusform>
            <numerusform>The reviews differ on %n requirements: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ApplicationPane</name>
    <message numerus="yes">
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="539"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n comment</numerusform>
            <numerusform>%n comments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ApplicationReportWriter</name>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="166"/>
        <source>%n comment(s) from the working group</source>
        <translation>
            <numerusform>%n comment from the working group</numerusform>
            <numerusform>%n comments from the working group</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="168"/>
        <source>%n comment(s) from the submitter</source>
        <translation>
            <numerusform>%n comment from the submitter</numerusform>
            <numerusform>%n comments from the submitter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="149"/>
        <source>%n ballot(s) cast after the vote closed: listed, not counted.</source>
        <translation>
            <numerusform>%n ballot cast after the vote closed: listed, not counted.</numerusform>
            <numerusform>%n ballots cast after the vote closed: listed, not counted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::AutomaticChecks</name>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="654"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5: more than three.</source>
        <translation>
            <numerusform>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version behind PyTorch %5: more than three.</numerusform>
            <numerusform>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor versions behind PyTorch %5: more than three.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="660"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5 (at most three are allowed).</source>
        <translation>
            <numerusform>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version behind PyTorch %5 (at most three are allowed).</numerusform>
            <numerusform>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor versions behind PyTorch %5 (at most three are allowed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="739"/>
        <source>The newest file on %1, %2, follows PyTorch %3, %n minor version(s) behind PyTorch %4: more than three.</source>
        <translation>
            <numerusform>The newest file on %1, %2, follows PyTorch %3, %n minor version behind PyTorch %4: more than three.</numerusform>
            <numerusform>The newest file on %1, %2, follows PyTorch %3, %n minor versions behind PyTorch %4: more than three.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="745"/>
        <source>The newest file on %1, %2, follows PyTorch %3, %n minor version(s) behind PyTorch %4 (at most three are allowed).</source>
        <translation>
            <numerusform>The newest file on %1, %2, follows PyTorch %3, %n minor version behind PyTorch %4 (at most three are allowed).</numerusform>
            <numerusform>The newest file on %1, %2, follows PyTorch %3, %n minor versions behind PyTorch %4 (at most three are allowed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="843"/>
        <source>None of the %n recent workflow run(s) of %1 finished with success or failure.</source>
        <translation>
            <numerusform>None of the %n recent workflow run of %1 finished with success or failure.</numerusform>
            <numerusform>None of the %n recent workflow runs of %1 finished with success or failure.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="852"/>
        <source>%1 of %n finished run(s) succeeded</source>
        <translation>
            <numerusform>%1 of %n finished run succeeded</numerusform>
            <numerusform>%1 of %n finished runs succeeded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="855"/>
        <source>All %n recent finished workflow run(s) of %1 failed (latest %2).</source>
        <translation>
            <numerusform>All %n recent finished workflow run of %1 failed (latest %2).</numerusform>
            <numerusform>All %n recent finished workflow runs of %1 failed (latest %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="882"/>
        <source>The latest run was %n day(s) before the data was fetched.</source>
        <translation>
            <numerusform>The latest run was %n day before the data was fetched.</numerusform>
            <numerusform>The latest run was %n days before the data was fetched.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="912"/>
        <source>The linked page(s) answer: %1.</source>
        <translation>
            <numerusform>The linked page answer: %1.</numerusform>
            <numerusform>The linked pages answer: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="916"/>
        <source>%1 answer(s), but %2 did not.</source>
        <translation>
            <numerusform>%1 answer, but %2 did not.</numerusform>
            <numerusform>%1 answers, but %2 did not.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::BallotSender</name>
    <message numerus="yes">
        <location filename="../src/core/voting/BallotSender.cpp" line="457"/>
        <source>the reactions on the vote comment changed while each of %n reads of them was under way; the ballot was not sent yet.</source>
        <translation>
            <numerusform>the reactions on the vote comment changed while the one read of them was under way; the ballot was not sent yet.</numerusform>
            <numerusform>the reactions on the vote comment changed while each of %n reads of them was under way; the ballot was not sent yet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ChecklistModel</name>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="562"/>
        <source>Add %n evidence note(s) to %1</source>
        <translation>
            <numerusform>Add %n evidence note to %1</numerusform>
            <numerusform>Add %n evidence notes to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="959"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1020"/>
        <source>%n evidence item(s)</source>
        <translation>
            <numerusform>%n evidence item</numerusform>
            <numerusform>%n evidence items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="971"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1063"/>
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="972"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1064"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStyle</name>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="260"/>
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n gap</numerusform>
            <numerusform>%n gaps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::CommandRunner</name>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="607"/>
        <source>Waiting %n second(s).</source>
        <translation>
            <numerusform>Waiting %n second.</numerusform>
            <numerusform>Waiting %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="621"/>
        <source>%n issue(s) deleted, hidden or moved to another repository on GitHub left the list.</source>
        <translation>
            <numerusform>%n issue deleted, hidden or moved to another repository on GitHub left the list.</numerusform>
            <numerusform>%n issues deleted, hidden or moved to another repository on GitHub left the list.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="646"/>
        <source>Read the state of %n listing pull request(s).</source>
        <translation>
            <numerusform>Read the state of %n listing pull request.</numerusform>
            <numerusform>Read the state of %n listing pull requests.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="710"/>
        <source>%n review(s), differing on %1</source>
        <translation>
            <numerusform>%n review, differing on %1</numerusform>
            <numerusform>%n reviews, differing on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="712"/>
        <source>%n review(s)</source>
        <translation>
            <numerusform>%n review</numerusform>
            <numerusform>%n reviews</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="875"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n comment</numerusform>
            <numerusform>%n comments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="896"/>
        <source>(%n more link(s) not listed: an application lists at most %1)</source>
        <translation>
            <numerusform>(%n more link not listed: an application lists at most %1)</numerusform>
            <numerusform>(%n more links not listed: an application lists at most %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::DashboardCommands</name>
    <message numerus="yes">
        <location filename="../src/core/cli/DashboardCommands.cpp" line="60"/>
        <source>%1, %2 (#%3), over %n application(s)</source>
        <translation>
            <numerusform>%1, %2 (#%3), over %n application</numerusform>
            <numerusform>%1, %2 (#%3), over %n applications</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::DashboardView</name>
    <message numerus="yes">
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="315"/>
        <source>%n more organization(s) needed for quorum</source>
        <translation>
            <numerusform>%n more organization needed for quorum</numerusform>
            <numerusform>%n more organizations needed for quorum</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::DueList</name>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="150"/>
        <source>Vote closes on %1 (in %n day(s))</source>
        <translation>
            <numerusform>Vote closes on %1 (in %n day)</numerusform>
            <numerusform>Vote closes on %1 (in %n days)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="163"/>
        <source>; nobody was reminded in the last %n day(s): Remind Non-voters</source>
        <translation>
            <numerusform>; nobody was reminded in the last %n day: Remind Non-voters</numerusform>
            <numerusform>; nobody was reminded in the last %n days: Remind Non-voters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="186"/>
        <source>Deficiency to be resolved by %1 (in %n day(s))</source>
        <translation>
            <numerusform>Deficiency to be resolved by %1 (in %n day)</numerusform>
            <numerusform>Deficiency to be resolved by %1 (in %n days)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="209"/>
        <source>Periodic review due by %1 (in %n day(s))</source>
        <translation>
            <numerusform>Periodic review due by %1 (in %n day)</numerusform>
            <numerusform>Periodic review due by %1 (in %n days)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::EligibilityRule</name>
    <message numerus="yes">
        <location filename="../src/core/voting/EligibilityRule.cpp" line="164"/>
        <source>Eligibility: a TAC seat and activity within the last %n month(s), applied on %1.</source>
        <translation>
            <numerusform>Eligibility: a TAC seat and activity within the last %n month, applied on %1.</numerusform>
            <numerusform>Eligibility: a TAC seat and activity within the last %n months, applied on %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::EvidenceListView</name>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="172"/>
        <source>%n more link(s) not listed: an application lists at most %1 links.</source>
        <translation>
            <numerusform>%n more link not listed: an application lists at most %1 links.</numerusform>
            <numerusform>%n more links not listed: an application lists at most %1 links.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="183"/>
        <source>%n more link(s) not previewed: previews are fetched by themselves for the first %1 links of an application; press Fetch on a card to see its preview.</source>
        <translation>
            <numerusform>%n more link not previewed: previews are fetched by themselves for the first %1 links of an application; press Fetch on a card to see its preview.</numerusform>
            <numerusform>%n more links not previewed: previews are fetched by themselves for the first %1 links of an application; press Fetch on a card to see its preview.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="252"/>
        <source>Added %n evidence note(s) to %1</source>
        <translation>
            <numerusform>Added %n evidence note to %1</numerusform>
            <numerusform>Added %n evidence notes to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::GhCliToken</name>
    <message numerus="yes">
        <location filename="../src/core/auth/GhCliToken.cpp" line="90"/>
        <source>the GitHub CLI did not answer within %n second(s)</source>
        <translation>
            <numerusform>the GitHub CLI did not answer within %n second</numerusform>
            <numerusform>the GitHub CLI did not answer within %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::GitHubClient</name>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="452"/>
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>no answer within %n second</numerusform>
            <numerusform>no answer within %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="482"/>
        <source>GitHub could not be reached after %n attempts: %1.</source>
        <translation>
            <numerusform>GitHub could not be reached after %n attempts: %1.</numerusform>
            <numerusform>GitHub could not be reached after %n attempts: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="577"/>
        <source>GitHub&apos;s rate limit was still exceeded after %n attempts; try again later.</source>
        <translation>
            <numerusform>GitHub&apos;s rate limit was still exceeded after %n attempts; try again later.</numerusform>
            <numerusform>GitHub&apos;s rate limit was still exceeded after %n attempts; try again later.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="596"/>
        <source>GitHub kept answering with a server error (HTTP %1) after %n attempts.</source>
        <translation>
            <numerusform>GitHub kept answering with a server error (HTTP %1) after %n attempts.</numerusform>
            <numerusform>GitHub kept answering with a server error (HTTP %1) after %n attempts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::HttpRequest</name>
    <message numerus="yes">
        <location filename="../src/core/github/HttpRequest.cpp" line="26"/>
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>no answer within %n second</numerusform>
            <numerusform>no answer within %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/HttpRequest.cpp" line="544"/>
        <source>the answer is larger than %n MiB</source>
        <translation>
            <numerusform>the answer is larger than %n MiB</numerusform>
            <numerusform>the answer is larger than %n MiB</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::Keychain</name>
    <message numerus="yes">
        <location filename="../src/core/auth/Keychain.cpp" line="158"/>
        <source>the system keychain did not answer within %n second(s)</source>
        <translation>
            <numerusform>the system keychain did not answer within %n second</numerusform>
            <numerusform>the system keychain did not answer within %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::MainWindow</name>
    <message numerus="yes">
        <location filename="../src/ui/window/MainWindow.cpp" line="497"/>
        <source>%n application(s)</source>
        <translation>
            <numerusform>%n application</numerusform>
            <numerusform>%n applications</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/MainWindow.cpp" line="499"/>
        <source>%1 of %n application(s) shown</source>
        <translation>
            <numerusform>%1 of %n application shown</numerusform>
            <numerusform>%1 of %n applications shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::MarkdownView</name>
    <message numerus="yes">
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="207"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n comment</numerusform>
            <numerusform>%n comments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::Outbox</name>
    <message numerus="yes">
        <location filename="../src/core/outbox/Outbox.cpp" line="170"/>
        <source>comment edited (%n character(s))</source>
        <translation>
            <numerusform>comment edited (%n character)</numerusform>
            <numerusform>comment edited (%n characters)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::OutboxCommands</name>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="283"/>
        <source>%n action(s) waiting to be sent.</source>
        <translation>
            <numerusform>%n action waiting to be sent.</numerusform>
            <numerusform>%n actions waiting to be sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="285"/>
        <source>%n ballot(s) waiting to be sent.</source>
        <translation>
            <numerusform>%n ballot waiting to be sent.</numerusform>
            <numerusform>%n ballots waiting to be sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="459"/>
        <source>Waiting %n second(s).</source>
        <translation>
            <numerusform>Waiting %n second.</numerusform>
            <numerusform>Waiting %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="489"/>
        <source>%n sent</source>
        <translation>
            <numerusform>%n sent</numerusform>
            <numerusform>%n sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="490"/>
        <source>%n blocked</source>
        <translation>
            <numerusform>%n blocked</numerusform>
            <numerusform>%n blocked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="491"/>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="518"/>
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="492"/>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="519"/>
        <source>%n left unsent.</source>
        <translation>
            <numerusform>%n left unsent.</numerusform>
            <numerusform>%n left unsent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="530"/>
        <source>%n action(s) were left unsent; see “outbox”.</source>
        <translation>
            <numerusform>%n action was left unsent; see “outbox”.</numerusform>
            <numerusform>%n actions were left unsent; see “outbox”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="542"/>
        <source>%n ballot(s) were left unsent; see “outbox”.</source>
        <translation>
            <numerusform>%n ballot were left unsent; see “outbox”.</numerusform>
            <numerusform>%n ballots were left unsent; see “outbox”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="517"/>
        <source>Ballots: %n sent</source>
        <translation>
            <numerusform>Ballots: %n sent</numerusform>
            <numerusform>Ballots: %n sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="521"/>
        <source>Ballots: %n left unsent.</source>
        <translation>
            <numerusform>Ballots: %n left unsent.</numerusform>
            <numerusform>Ballots: %n left unsent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::OutboxPusher</name>
    <message numerus="yes">
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="502"/>
        <source>%1 Tried %n time(s); the next push tries again.</source>
        <translation>
            <numerusform>%1 Tried %n time; the next push tries again.</numerusform>
            <numerusform>%1 Tried %n times; the next push tries again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="815"/>
        <source>The comment on #%1 is not listed on GitHub; looking once more in %n second(s) before posting it again.</source>
        <translation>
            <numerusform>The comment on #%1 is not listed on GitHub; looking once more in %n second before posting it again.</numerusform>
            <numerusform>The comment on #%1 is not listed on GitHub; looking once more in %n seconds before posting it again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::PageFetcher</name>
    <message numerus="yes">
        <location filename="../src/core/preview/PageFetcher.cpp" line="266"/>
        <source>The page redirects more than %n time(s).</source>
        <translation>
            <numerusform>The page redirects more than %n time.</numerusform>
            <numerusform>The page redirects more than %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/PageFetcher.cpp" line="402"/>
        <source>The page did not load within %n second(s).</source>
        <translation>
            <numerusform>The page did not load within %n second.</numerusform>
            <numerusform>The page did not load within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::PendingBallotsView</name>
    <message numerus="yes">
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="131"/>
        <source>%n ballot(s) waiting to be sent</source>
        <translation>
            <numerusform>%n ballot waiting to be sent</numerusform>
            <numerusform>%n ballots waiting to be sent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::RelatedApplications</name>
    <message numerus="yes">
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="79"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ReportCommand</name>
    <message numerus="yes">
        <location filename="../src/ui/report/ReportCommand.cpp" line="70"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>Wrote %1 (%n page).</numerusform>
            <numerusform>Wrote %1 (%n pages).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ReportRenderer</name>
    <message numerus="yes">
        <location filename="../src/ui/report/ReportRenderer.cpp" line="86"/>
        <source>ACP review round: %1 (%n application(s))</source>
        <translation>
            <numerusform>ACP review round: %1 (%n application)</numerusform>
            <numerusform>ACP review round: %1 (%n applications)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::RosterEditor</name>
    <message numerus="yes">
        <location filename="../src/ui/voting/RosterEditor.cpp" line="369"/>
        <source>Imported %n organization(s) from %1; check them and save to keep them.</source>
        <translation>
            <numerusform>Imported %n organization from %1; check them and save to keep them.</numerusform>
            <numerusform>Imported %n organizations from %1; check them and save to keep them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::RoundCoverWriter</name>
    <message numerus="yes">
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="27"/>
        <source>%n application(s), prepared %1 from the offline cache.</source>
        <translation>
            <numerusform>%n application, prepared %1 from the offline cache.</numerusform>
            <numerusform>%n applications, prepared %1 from the offline cache.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::SignInDialog</name>
    <message numerus="yes">
        <location filename="../src/ui/account/SignInDialog.cpp" line="118"/>
        <source>Enter this code at %1 within %n minute(s). The workbench waits for GitHub to confirm.</source>
        <translation>
            <numerusform>Enter this code at %1 within %n minute. The workbench waits for GitHub to confirm.</numerusform>
            <numerusform>Enter this code at %1 within %n minutes. The workbench waits for GitHub to confirm.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::SyncController</name>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="193"/>
        <source>Syncing: %n application(s) updated so far</source>
        <translation>
            <numerusform>Syncing: %n application updated so far</numerusform>
            <numerusform>Syncing: %n applications updated so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="217"/>
        <source>Continuing in %n second(s).</source>
        <translation>
            <numerusform>Continuing in %n second.</numerusform>
            <numerusform>Continuing in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="240"/>
        <source>Sync finished: %n application(s) and %1 updated.</source>
        <translation>
            <numerusform>Sync finished: %n application and %1 updated.</numerusform>
            <numerusform>Sync finished: %n applications and %1 updated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="243"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n comment</numerusform>
            <numerusform>%n comments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="247"/>
        <source>%n application(s) deleted, hidden or moved on GitHub left the list.</source>
        <translation>
            <numerusform>%n application deleted, hidden or moved on GitHub left the list.</numerusform>
            <numerusform>%n applications deleted, hidden or moved on GitHub left the list.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::SyncEngine</name>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="510"/>
        <source>Fetching issues: page %1, %n updated</source>
        <translation>
            <numerusform>Fetching issues: page %1, %n updated</numerusform>
            <numerusform>Fetching issues: page %1, %n updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="513"/>
        <source>Fetching comments: page %1, %n updated</source>
        <translation>
            <numerusform>Fetching comments: page %1, %n updated</numerusform>
            <numerusform>Fetching comments: page %1, %n updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1484"/>
        <source>Refreshing issue #%1: %n comment(s) updated</source>
        <translation>
            <numerusform>Refreshing issue #%1: %n comment updated</numerusform>
            <numerusform>Refreshing issue #%1: %n comments updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1601"/>
        <source>Sync finished: %n issue(s) and %1 updated</source>
        <translation>
            <numerusform>Sync finished: %n issue and %1 updated</numerusform>
            <numerusform>Sync finished: %n issues and %1 updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1603"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n comment</numerusform>
            <numerusform>%n comments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::SyncNewsNotifier</name>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncNewsNotifier.cpp" line="44"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::TeamReviewsReportSection</name>
    <message numerus="yes">
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="76"/>
        <source>Reviewers disagree on %n requirement(s).</source>
        <translation>
            <numerusform>Reviewers disagree on %n requirement.</numerusform>
            <numerusform>Reviewers disagree on %n requirements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::VotePoller</name>
    <message numerus="yes">
        <location filename="../src/core/voting/VotePoller.cpp" line="151"/>
        <source>The reactions on the vote comment of #%1 changed while each of %n reads of them was under way, so the vote was not counted again. Try again in a moment.</source>
        <translation>
            <numerusform>The reactions on the vote comment of #%1 changed while the one read of them was under way, so the vote was not counted again. Try again in a moment.</numerusform>
            <numerusform>The reactions on the vote comment of #%1 changed while each of %n reads of them was under way, so the vote was not counted again. Try again in a moment.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::VoteService</name>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteService.cpp" line="104"/>
        <source>The result of the vote on #%1 can still change: %n organization(s) have not voted. It closes on %2; record the decision once the result is settled or the vote has closed.</source>
        <translation>
            <numerusform>The result of the vote on #%1 can still change: %n organization have not voted. It closes on %2; record the decision once the result is settled or the vote has closed.</numerusform>
            <numerusform>The result of the vote on #%1 can still change: %n organizations have not voted. It closes on %2; record the decision once the result is settled or the vote has closed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::VoteTally</name>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="539"/>
        <source>%1 of %n organization(s) voted</source>
        <translation>
            <numerusform>%1 of %n organization voted</numerusform>
            <numerusform>%1 of %n organizations voted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="584"/>
        <source>Quorum met: %n organization(s) voted, %1 needed</source>
        <translation>
            <numerusform>Quorum met: %n organization voted, %1 needed</numerusform>
            <numerusform>Quorum met: %n organizations voted, %1 needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="589"/>
        <source>%1 of %2 for quorum: %n more organization(s) needed</source>
        <translation>
            <numerusform>%1 of %2 for quorum: %n more organization needed</numerusform>
            <numerusform>%1 of %2 for quorum: %n more organizations needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="601"/>
        <source>Majority reached: %n approval(s), %1 needed</source>
        <translation>
            <numerusform>Majority reached: %n approval, %1 needed</numerusform>
            <numerusform>Majority reached: %n approvals, %1 needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="605"/>
        <source>%1 of %2 approvals for a majority: %n more needed</source>
        <translation>
            <numerusform>%1 of %2 approvals for a majority: %n more needed</numerusform>
            <numerusform>%1 of %2 approvals for a majority: %n more needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="617"/>
        <source>No quorum yet: %n more organization(s) must vote.</source>
        <translation>
            <numerusform>No quorum yet: %n more organization must vote.</numerusform>
            <numerusform>No quorum yet: %n more organizations must vote.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="622"/>
        <source>Passes: %1 approvals are more than half of %n participant(s).</source>
        <translation>
            <numerusform>Passes: %1 approvals are more than half of %n participant.</numerusform>
            <numerusform>Passes: %1 approvals are more than half of %n participants.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="625"/>
        <source>Does not pass: %1 approvals are not more than half of %n participant(s).</source>
        <translation>
            <numerusform>Does not pass: %1 approvals are not more than half of %n participant.</numerusform>
            <numerusform>Does not pass: %1 approvals are not more than half of %n participants.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ui</name>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="74"/>
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n minute ago</numerusform>
            <numerusform>%n minutes ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="78"/>
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n hour ago</numerusform>
            <numerusform>%n hours ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="82"/>
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
</context>
</TS>
