<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>acp::ActionController</name>
        <message numerus="yes">
            <location filename="../src/ui/ActionController.cpp" line="333" />
            <source>%n action(s) waiting</source>
            <translation>
                <numerusform>%n action waiting</numerusform>
                <numerusform>%n actions waiting</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/ActionController.cpp" line="369" />
            <source>Pushing %n action(s)…</source>
            <translation>
                <numerusform>Pushing %n action…</numerusform>
                <numerusform>Pushing %n actions…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/ActionController.cpp" line="394" />
            <source>Push waits %n second(s): %1</source>
            <translation>
                <numerusform>Push waits %n second: %1</numerusform>
                <numerusform>Push waits %n seconds: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/ActionController.cpp" line="404" />
            <source>Outbox pushed: %n action(s) sent.</source>
            <translation>
                <numerusform>Outbox pushed: %n action sent.</numerusform>
                <numerusform>Outbox pushed: %n actions sent.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::ApplicationPane</name>
        <message numerus="yes">
            <location filename="../src/ui/ApplicationPane.cpp" line="509" />
            <source>%n comment(s)</source>
            <translation>
                <numerusform>%n comment</numerusform>
                <numerusform>%n comments</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::AutomaticChecks</name>
        <message numerus="yes">
            <location filename="../src/core/preview/AutomaticChecks.cpp" line="547" />
            <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5: more than three.</source>
            <translation>
                <numerusform>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version behind PyTorch %5: more than three.</numerusform>
                <numerusform>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor versions behind PyTorch %5: more than three.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/preview/AutomaticChecks.cpp" line="553" />
            <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5 (at most three are allowed).</source>
            <translation>
                <numerusform>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version behind PyTorch %5 (at most three are allowed).</numerusform>
                <numerusform>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor versions behind PyTorch %5 (at most three are allowed).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/preview/AutomaticChecks.cpp" line="651" />
            <source>None of the %n recent workflow run(s) of %1 finished with success or failure.</source>
            <translation>
                <numerusform>None of the %n recent workflow run of %1 finished with success or failure.</numerusform>
                <numerusform>None of the %n recent workflow runs of %1 finished with success or failure.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/preview/AutomaticChecks.cpp" line="660" />
            <source>%1 of %n finished run(s) succeeded</source>
            <translation>
                <numerusform>%1 of %n finished run succeeded</numerusform>
                <numerusform>%1 of %n finished runs succeeded</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/preview/AutomaticChecks.cpp" line="663" />
            <source>All %n recent finished workflow run(s) of %1 failed (latest %2).</source>
            <translation>
                <numerusform>All %n recent finished workflow run of %1 failed (latest %2).</numerusform>
                <numerusform>All %n recent finished workflow runs of %1 failed (latest %2).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/preview/AutomaticChecks.cpp" line="690" />
            <source>The latest run was %n day(s) before the data was fetched.</source>
            <translation>
                <numerusform>The latest run was %n day before the data was fetched.</numerusform>
                <numerusform>The latest run was %n days before the data was fetched.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/preview/AutomaticChecks.cpp" line="720" />
            <source>The linked page(s) answer: %1.</source>
            <translation>
                <numerusform>The linked page answer: %1.</numerusform>
                <numerusform>The linked pages answer: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/preview/AutomaticChecks.cpp" line="724" />
            <source>%1 answer(s), but %2 did not.</source>
            <translation>
                <numerusform>%1 answer, but %2 did not.</numerusform>
                <numerusform>%1 answers, but %2 did not.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::ChecklistModel</name>
        <message numerus="yes">
            <location filename="../src/ui/ChecklistModel.cpp" line="471" />
            <source>Add %n evidence note(s) to %1</source>
            <translation>
                <numerusform>Add %n evidence note to %1</numerusform>
                <numerusform>Add %n evidence notes to %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/ChecklistModel.cpp" line="875" />
            <location filename="../src/ui/ChecklistModel.cpp" line="925" />
            <source>%n evidence item(s)</source>
            <translation>
                <numerusform>%n evidence item</numerusform>
                <numerusform>%n evidence items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/ChecklistModel.cpp" line="887" />
            <location filename="../src/ui/ChecklistModel.cpp" line="967" />
            <source>%n link(s)</source>
            <translation>
                <numerusform>%n link</numerusform>
                <numerusform>%n links</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/ChecklistModel.cpp" line="888" />
            <location filename="../src/ui/ChecklistModel.cpp" line="968" />
            <source>%n note(s)</source>
            <translation>
                <numerusform>%n note</numerusform>
                <numerusform>%n notes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::ChecklistPane</name>
        <message numerus="yes">
            <location filename="../src/ui/ChecklistPane.cpp" line="903" />
            <source>Added %n evidence note(s) to %1</source>
            <translation>
                <numerusform>Added %n evidence note to %1</numerusform>
                <numerusform>Added %n evidence notes to %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::ChecklistStyle</name>
        <message numerus="yes">
            <location filename="../src/ui/ChecklistStyle.cpp" line="177" />
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
            <location filename="../src/core/cli/CommandLine.cpp" line="388" />
            <source>Waiting %n second(s).</source>
            <translation>
                <numerusform>Waiting %n second.</numerusform>
                <numerusform>Waiting %n seconds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/cli/CommandLine.cpp" line="559" />
            <source>%n comment(s)</source>
            <translation>
                <numerusform>%n comment</numerusform>
                <numerusform>%n comments</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::DueList</name>
        <message numerus="yes">
            <location filename="../src/core/actions/DueList.cpp" line="134" />
            <source>Vote closes on %1 (in %n day(s))</source>
            <translation>
                <numerusform>Vote closes on %1 (in %n day)</numerusform>
                <numerusform>Vote closes on %1 (in %n days)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/actions/DueList.cpp" line="153" />
            <source>Deficiency to be resolved by %1 (in %n day(s))</source>
            <translation>
                <numerusform>Deficiency to be resolved by %1 (in %n day)</numerusform>
                <numerusform>Deficiency to be resolved by %1 (in %n days)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/actions/DueList.cpp" line="176" />
            <source>Periodic review due by %1 (in %n day(s))</source>
            <translation>
                <numerusform>Periodic review due by %1 (in %n day)</numerusform>
                <numerusform>Periodic review due by %1 (in %n days)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::GhCliToken</name>
        <message numerus="yes">
            <location filename="../src/core/auth/GhCliToken.cpp" line="90" />
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
            <location filename="../src/core/github/GitHubClient.cpp" line="391" />
            <source>no answer within %n second(s)</source>
            <translation>
                <numerusform>no answer within %n second</numerusform>
                <numerusform>no answer within %n seconds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/github/GitHubClient.cpp" line="420" />
            <source>GitHub could not be reached after %n attempts: %1.</source>
            <translation>
                <numerusform>GitHub could not be reached after %n attempts: %1.</numerusform>
                <numerusform>GitHub could not be reached after %n attempts: %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/github/GitHubClient.cpp" line="504" />
            <source>GitHub's rate limit was still exceeded after %n attempts; try again later.</source>
            <translation>
                <numerusform>GitHub's rate limit was still exceeded after %n attempts; try again later.</numerusform>
                <numerusform>GitHub's rate limit was still exceeded after %n attempts; try again later.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/github/GitHubClient.cpp" line="523" />
            <source>GitHub kept answering with a server error (HTTP %1) after %n attempts.</source>
            <translation>
                <numerusform>GitHub kept answering with a server error (HTTP %1) after %n attempts.</numerusform>
                <numerusform>GitHub kept answering with a server error (HTTP %1) after %n attempts.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::Keychain</name>
        <message numerus="yes">
            <location filename="../src/core/auth/Keychain.cpp" line="158" />
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
            <location filename="../src/ui/MainWindow.cpp" line="427" />
            <source>%n application(s)</source>
            <translation>
                <numerusform>%n application</numerusform>
                <numerusform>%n applications</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="429" />
            <source>%1 of %n application(s) shown</source>
            <translation>
                <numerusform>%1 of %n application shown</numerusform>
                <numerusform>%1 of %n applications shown</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="697" />
            <source>Syncing: %n application(s) updated so far</source>
            <translation>
                <numerusform>Syncing: %n application updated so far</numerusform>
                <numerusform>Syncing: %n applications updated so far</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="721" />
            <source>Continuing in %n second(s).</source>
            <translation>
                <numerusform>Continuing in %n second.</numerusform>
                <numerusform>Continuing in %n seconds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="754" />
            <source>Sync finished: %n application(s) and %1 updated.</source>
            <translation>
                <numerusform>Sync finished: %n application and %1 updated.</numerusform>
                <numerusform>Sync finished: %n applications and %1 updated.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="757" />
            <source>%n comment(s)</source>
            <translation>
                <numerusform>%n comment</numerusform>
                <numerusform>%n comments</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::MarkdownView</name>
        <message numerus="yes">
            <location filename="../src/ui/MarkdownView.cpp" line="553" />
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
            <location filename="../src/core/outbox/Outbox.cpp" line="150" />
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
            <location filename="../src/core/cli/OutboxCommands.cpp" line="281" />
            <source>%n action(s) waiting to be sent.</source>
            <translation>
                <numerusform>%n action waiting to be sent.</numerusform>
                <numerusform>%n actions waiting to be sent.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/cli/OutboxCommands.cpp" line="384" />
            <source>Waiting %n second(s).</source>
            <translation>
                <numerusform>Waiting %n second.</numerusform>
                <numerusform>Waiting %n seconds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/cli/OutboxCommands.cpp" line="406" />
            <source>%n sent</source>
            <translation>
                <numerusform>%n sent</numerusform>
                <numerusform>%n sent</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/cli/OutboxCommands.cpp" line="407" />
            <source>%n blocked</source>
            <translation>
                <numerusform>%n blocked</numerusform>
                <numerusform>%n blocked</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/cli/OutboxCommands.cpp" line="408" />
            <source>%n failed</source>
            <translation>
                <numerusform>%n failed</numerusform>
                <numerusform>%n failed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/cli/OutboxCommands.cpp" line="409" />
            <source>%n left unsent.</source>
            <translation>
                <numerusform>%n left unsent.</numerusform>
                <numerusform>%n left unsent.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/cli/OutboxCommands.cpp" line="417" />
            <source>%n action(s) were left unsent; see “outbox”.</source>
            <translation>
                <numerusform>%n action was left unsent; see “outbox”.</numerusform>
                <numerusform>%n actions were left unsent; see “outbox”.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::OutboxPusher</name>
        <message numerus="yes">
            <location filename="../src/core/outbox/OutboxPusher.cpp" line="506" />
            <source>%1 Tried %n time(s); the next push tries again.</source>
            <translation>
                <numerusform>%1 Tried %n time; the next push tries again.</numerusform>
                <numerusform>%1 Tried %n times; the next push tries again.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::PageFetcher</name>
        <message numerus="yes">
            <location filename="../src/core/preview/PageFetcher.cpp" line="158" />
            <source>The page redirects more than %n time(s).</source>
            <translation>
                <numerusform>The page redirects more than %n time.</numerusform>
                <numerusform>The page redirects more than %n times.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/preview/PageFetcher.cpp" line="288" />
            <source>The page did not load within %n second(s).</source>
            <translation>
                <numerusform>The page did not load within %n second.</numerusform>
                <numerusform>The page did not load within %n seconds.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::ReportCommand</name>
        <message numerus="yes">
            <location filename="../src/ui/report/ReportCommand.cpp" line="70" />
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
            <location filename="../src/ui/report/ReportRenderer.cpp" line="743" />
            <source>%n comment(s) from the working group</source>
            <translation>
                <numerusform>%n comment from the working group</numerusform>
                <numerusform>%n comments from the working group</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/report/ReportRenderer.cpp" line="745" />
            <source>%n comment(s) from the submitter</source>
            <translation>
                <numerusform>%n comment from the submitter</numerusform>
                <numerusform>%n comments from the submitter</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/report/ReportRenderer.cpp" line="1096" />
            <source>%n application(s), prepared %1 from the offline cache.</source>
            <translation>
                <numerusform>%n application, prepared %1 from the offline cache.</numerusform>
                <numerusform>%n applications, prepared %1 from the offline cache.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/report/ReportRenderer.cpp" line="1305" />
            <source>ACP review round: %1 (%n application(s))</source>
            <translation>
                <numerusform>ACP review round: %1 (%n application)</numerusform>
                <numerusform>ACP review round: %1 (%n applications)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::SignInDialog</name>
        <message numerus="yes">
            <location filename="../src/ui/SignInDialog.cpp" line="118" />
            <source>Enter this code at %1 within %n minute(s). The workbench waits for GitHub to confirm.</source>
            <translation>
                <numerusform>Enter this code at %1 within %n minute. The workbench waits for GitHub to confirm.</numerusform>
                <numerusform>Enter this code at %1 within %n minutes. The workbench waits for GitHub to confirm.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::SyncEngine</name>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="347" />
            <source>Fetching issues: page %1, %n updated</source>
            <translation>
                <numerusform>Fetching issues: page %1, %n updated</numerusform>
                <numerusform>Fetching issues: page %1, %n updated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="350" />
            <source>Fetching comments: page %1, %n updated</source>
            <translation>
                <numerusform>Fetching comments: page %1, %n updated</numerusform>
                <numerusform>Fetching comments: page %1, %n updated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="788" />
            <source>Refreshing issue #%1: %n comment(s) updated</source>
            <translation>
                <numerusform>Refreshing issue #%1: %n comment updated</numerusform>
                <numerusform>Refreshing issue #%1: %n comments updated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="856" />
            <source>Sync finished: %n issue(s) and %1 updated</source>
            <translation>
                <numerusform>Sync finished: %n issue and %1 updated</numerusform>
                <numerusform>Sync finished: %n issues and %1 updated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="858" />
            <source>%n comment(s)</source>
            <translation>
                <numerusform>%n comment</numerusform>
                <numerusform>%n comments</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::VoteTally</name>
        <message numerus="yes">
            <location filename="../src/core/voting/VoteTally.cpp" line="395" />
            <source>No quorum yet: %n more organization(s) must vote.</source>
            <translation>
                <numerusform>No quorum yet: %n more organization must vote.</numerusform>
                <numerusform>No quorum yet: %n more organizations must vote.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/voting/VoteTally.cpp" line="399" />
            <source>Passes: %1 approvals are more than half of %n participant(s).</source>
            <translation>
                <numerusform>Passes: %1 approvals are more than half of %n participant.</numerusform>
                <numerusform>Passes: %1 approvals are more than half of %n participants.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/voting/VoteTally.cpp" line="402" />
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
            <location filename="../src/ui/UiSupport.cpp" line="65" />
            <source>%n minute(s) ago</source>
            <translation>
                <numerusform>%n minute ago</numerusform>
                <numerusform>%n minutes ago</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/UiSupport.cpp" line="69" />
            <source>%n hour(s) ago</source>
            <translation>
                <numerusform>%n hour ago</numerusform>
                <numerusform>%n hours ago</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/UiSupport.cpp" line="73" />
            <source>%n day(s) ago</source>
            <translation>
                <numerusform>%n day ago</numerusform>
                <numerusform>%n days ago</numerusform>
            </translation>
        </message>
    </context>
</TS>
