<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>acp::ApplicationPane</name>
        <message numerus="yes">
            <location filename="../src/ui/ApplicationPane.cpp" line="217" />
            <source>%n comment(s)</source>
            <translation>
                <numerusform>%n comment</numerusform>
                <numerusform>%n comments</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::CommandRunner</name>
        <message numerus="yes">
            <location filename="../src/core/cli/CommandLine.cpp" line="254" />
            <source>Waiting %n second(s).</source>
            <translation>
                <numerusform>Waiting %n second.</numerusform>
                <numerusform>Waiting %n seconds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/cli/CommandLine.cpp" line="410" />
            <source>%n comment(s)</source>
            <translation>
                <numerusform>%n comment</numerusform>
                <numerusform>%n comments</numerusform>
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
        <name>acp::MainWindow</name>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="304" />
            <source>%n application(s)</source>
            <translation>
                <numerusform>%n application</numerusform>
                <numerusform>%n applications</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="306" />
            <source>%1 of %n application(s) shown</source>
            <translation>
                <numerusform>%1 of %n application shown</numerusform>
                <numerusform>%1 of %n applications shown</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="574" />
            <source>Syncing: %n application(s) updated so far</source>
            <translation>
                <numerusform>Syncing: %n application updated so far</numerusform>
                <numerusform>Syncing: %n applications updated so far</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="598" />
            <source>Continuing in %n second(s).</source>
            <translation>
                <numerusform>Continuing in %n second.</numerusform>
                <numerusform>Continuing in %n seconds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="631" />
            <source>Sync finished: %n application(s) and %1 updated.</source>
            <translation>
                <numerusform>Sync finished: %n application and %1 updated.</numerusform>
                <numerusform>Sync finished: %n applications and %1 updated.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/ui/MainWindow.cpp" line="634" />
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
            <location filename="../src/ui/MarkdownView.cpp" line="446" />
            <source>%n comment(s)</source>
            <translation>
                <numerusform>%n comment</numerusform>
                <numerusform>%n comments</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>acp::SyncEngine</name>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="346" />
            <source>Fetching issues: page %1, %n updated</source>
            <translation>
                <numerusform>Fetching issues: page %1, %n updated</numerusform>
                <numerusform>Fetching issues: page %1, %n updated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="349" />
            <source>Fetching comments: page %1, %n updated</source>
            <translation>
                <numerusform>Fetching comments: page %1, %n updated</numerusform>
                <numerusform>Fetching comments: page %1, %n updated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="763" />
            <source>Refreshing issue #%1: %n comment(s) updated</source>
            <translation>
                <numerusform>Refreshing issue #%1: %n comment updated</numerusform>
                <numerusform>Refreshing issue #%1: %n comments updated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="831" />
            <source>Sync finished: %n issue(s) and %1 updated</source>
            <translation>
                <numerusform>Sync finished: %n issue and %1 updated</numerusform>
                <numerusform>Sync finished: %n issues and %1 updated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../src/core/sync/SyncEngine.cpp" line="833" />
            <source>%n comment(s)</source>
            <translation>
                <numerusform>%n comment</numerusform>
                <numerusform>%n comments</numerusform>
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
