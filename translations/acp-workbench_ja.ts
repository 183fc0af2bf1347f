<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ApplicationPane</name>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="14"/>
        <source>Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="35"/>
        <source>Application header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="67"/>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="80"/>
        <source>Issue number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="93"/>
        <source>Review state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="119"/>
        <source>Open on GitHub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="137"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="150"/>
        <source>Author and dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="157"/>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="189"/>
        <location filename="../ui/ApplicationPane.ui" line="212"/>
        <location filename="../ui/ApplicationPane.ui" line="254"/>
        <source>Private note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="222"/>
        <source>Kept on this computer, never sent to GitHub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="245"/>
        <source>Note status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="260"/>
        <source>Notes for yourself about this application (Markdown)…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.ui" line="14"/>
        <source>ACP Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="45"/>
        <source>Sync problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="87"/>
        <source>Sync problem message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="94"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="97"/>
        <source>Dismiss the sync message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="120"/>
        <source>Applications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="146"/>
        <source>Search number, platform, title, author, label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="152"/>
        <source>Search applications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="159"/>
        <source>Filter by review state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="162"/>
        <source>Show only applications in this review state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="171"/>
        <source>Application list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="208"/>
        <source>Number of applications shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="222"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="228"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="237"/>
        <source>&amp;Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="244"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="256"/>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="275"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="278"/>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="286"/>
        <source>&amp;Find Application…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="289"/>
        <source>Search the application list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="292"/>
        <source>Ctrl+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="297"/>
        <source>&amp;Next Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="300"/>
        <source>Alt+Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="305"/>
        <source>&amp;Previous Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="308"/>
        <source>Alt+Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="313"/>
        <source>&amp;Sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="316"/>
        <source>Fetch new and changed applications, comments and reactions from GitHub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="319"/>
        <source>F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="327"/>
        <source>&amp;Cancel Sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="330"/>
        <source>Stop the running sync; what was fetched so far is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="335"/>
        <source>&amp;About ACP Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="343"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp</name>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="64"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="85"/>
        <source>Review applications to the PyTorch Foundation&apos;s Additional Compute Platforms.

Commands:
  (none)            open the main window
  sync              pull issues, comments, labels and reactions into the cache
  list [--json]     the cached applications
  show NUMBER [--json]  one application: form sections, comments, labels

The token comes from GH_TOKEN, else GITHUB_TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="95"/>
        <source>The workspace database file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="96"/>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="98"/>
        <source>The GitHub API address (default https://api.github.com).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="99"/>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="102"/>
        <source>The repository (default pytorch-fdn/additional-compute-platforms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="102"/>
        <source>OWNER/NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="104"/>
        <source>Open the bundled demo workspace (no network).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="105"/>
        <source>Print machine-readable JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="107"/>
        <source>What to do; see above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="108"/>
        <source>[COMMAND ...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="139"/>
        <source>Unknown command “%1”; the commands are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::ApplicationListModel</name>
    <message>
        <location filename="../src/ui/ApplicationListModel.cpp" line="146"/>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationListModel.cpp" line="154"/>
        <source>Application %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationListModel.cpp" line="176"/>
        <source>No labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationListModel.cpp" line="177"/>
        <source>Labels: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationListModel.cpp" line="191"/>
        <source>Updated %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationListModel.cpp" line="207"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationListModel.cpp" line="209"/>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationListModel.cpp" line="211"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationListModel.cpp" line="213"/>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::ApplicationPane</name>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="75"/>
        <source>Editing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="175"/>
        <source>Select an application in the list to read it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="200"/>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="207"/>
        <source>The issue is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="208"/>
        <source>The issue is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="212"/>
        <source>Opened by %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="213"/>
        <source>ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="216"/>
        <source>updated %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/ApplicationPane.cpp" line="217"/>
        <source>%n comment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="220"/>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="224"/>
        <source>Opened %1
Updated %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="230"/>
        <source>Open on GitHub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="256"/>
        <source>Label %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="276"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="291"/>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="294"/>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="295"/>
        <source>The note could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="336"/>
        <source>Link not opened: %1 is not a web address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/ApplicationPane.cpp" line="340"/>
        <source>Could not hand %1 to the web browser.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::CommandRunner</name>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="191"/>
        <source>The demo workspace is offline; nothing is synced with GitHub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="206"/>
        <source>Waiting %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="212"/>
        <source>Synced %1: %2 issues and %3 comments updated, %4 requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="222"/>
        <source>The sync was cancelled; the next one resumes where it stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="235"/>
        <source>“list” takes no arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="248"/>
        <source>No applications are cached yet; run “sync” first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="265"/>
        <source>“show” needs one issue number, for example: show 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="272"/>
        <source>Application #%1 was deleted on GitHub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="273"/>
        <source>Application #%1 is not in the cache; run “sync” first, or check the number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="318"/>
        <source>State: %1 (%2), by %3, updated %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="323"/>
        <source>Labels: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="331"/>
        <source>(no answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="334"/>
        <source>Your note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="336"/>
        <source>%n comment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::Database</name>
    <message>
        <location filename="../src/core/store/Database.cpp" line="147"/>
        <source>The folder %1 could not be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="170"/>
        <source>The workspace database %1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="184"/>
        <source>The workspace database %1 could not be configured: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="239"/>
        <source>The workspace database %1 was written by a newer version of ACP Workbench (schema %2; this version knows up to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="262"/>
        <source>Upgrading the workspace database to schema %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::DemoWorkspace</name>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="40"/>
        <source>The bundled demo workspace is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="46"/>
        <source>The bundled demo workspace could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="96"/>
        <source>The demo workspace could not be stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::GitHubClient</name>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="210"/>
        <source>The request to GitHub was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="376"/>
        <source>Connection refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="379"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="401"/>
        <source>the connection closed before the answer was complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="382"/>
        <source>the host %1 was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="386"/>
        <source>no answer within %n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="410"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="417"/>
        <source>GitHub could not be reached: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="415"/>
        <source>GitHub could not be reached after %n attempts: %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="431"/>
        <source>GitHub sent a redirect (HTTP %1) without a target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="437"/>
        <source>GitHub redirected the request too many times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="477"/>
        <source>GitHub asked the workbench to slow down (secondary rate limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="484"/>
        <source>GitHub&apos;s rate limit is used up until %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="490"/>
        <source>GitHub&apos;s rate limit was reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="499"/>
        <source>GitHub&apos;s rate limit was still exceeded after %n attempts; try again later.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="501"/>
        <source>GitHub&apos;s rate limit is exceeded; try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="513"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="521"/>
        <source>GitHub answered with a server error (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="518"/>
        <source>GitHub kept answering with a server error (HTTP %1) after %n attempts.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="536"/>
        <source>GitHub rejected the token (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="539"/>
        <source>GitHub refused the request: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="542"/>
        <source>GitHub could not find %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="546"/>
        <source>GitHub reports that %1 was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="549"/>
        <source>GitHub answered HTTP %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::MainWindow</name>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="56"/>
        <location filename="../src/ui/MainWindow.cpp" line="343"/>
        <location filename="../src/ui/MainWindow.cpp" line="344"/>
        <source>Demo workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="57"/>
        <source>ACP Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="170"/>
        <source>All states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="301"/>
        <source>No applications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="302"/>
        <source>No applications yet: sync to fetch them</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/MainWindow.cpp" line="304"/>
        <source>%n application(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/MainWindow.cpp" line="306"/>
        <source>%1 of %n application(s) shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="320"/>
        <source>Sync status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="329"/>
        <source>Sync in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="334"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="336"/>
        <source>Cancel the sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="346"/>
        <source>Fictional applications bundled with the workbench. Nothing is sent to GitHub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="355"/>
        <source>Network status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="360"/>
        <source>Last sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="365"/>
        <source>GitHub API rate limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="404"/>
        <source>Online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="405"/>
        <source>This computer is connected to the internet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="408"/>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="409"/>
        <source>This computer is offline. Everything cached can still be read; sync when back online.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="414"/>
        <source>Local network only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="415"/>
        <source>This computer has a network but no internet connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="418"/>
        <source>Network: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="419"/>
        <source>The system does not report whether this computer is online.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="423"/>
        <source>The demo workspace never uses the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="436"/>
        <source>Last synced %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="437"/>
        <source>Never synced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="440"/>
        <source>Last successful sync: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="444"/>
        <source>Last attempt failed %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="459"/>
        <source>GitHub API requests left: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="463"/>
        <source>The limit resets %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="469"/>
        <source>Known after the first request to GitHub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="499"/>
        <location filename="../src/ui/MainWindow.cpp" line="530"/>
        <source>The demo workspace is offline: nothing is sent to GitHub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="500"/>
        <source>This workspace cannot sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="539"/>
        <source>Syncing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="546"/>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/MainWindow.cpp" line="574"/>
        <source>Syncing: %n application(s) updated so far</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/MainWindow.cpp" line="598"/>
        <source>Continuing in %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="603"/>
        <source>Continuing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/MainWindow.cpp" line="631"/>
        <source>Sync finished: %n application(s) and %1 updated.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/MainWindow.cpp" line="634"/>
        <source>%n comment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="639"/>
        <source>Sync cancelled. What was fetched so far is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="642"/>
        <source>The sync did not complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="650"/>
        <source>Sync failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="653"/>
        <source>This computer appears to be offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="655"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="658"/>
        <source>Sync failed: see the message above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="737"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="743"/>
        <source>Demo workspace (offline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="746"/>
        <source>ACP Workbench %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="749"/>
        <source>A review workbench for the PyTorch Foundation&apos;s Additional Compute Platforms admission process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="753"/>
        <source>Workspace: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="754"/>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="756"/>
        <source>Qt %1 (built with %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="759"/>
        <source>SQLite %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MainWindow.cpp" line="760"/>
        <source>About ACP Workbench</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::MarkdownView</name>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="97"/>
        <source>Image not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="100"/>
        <source>[image]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="101"/>
        <source>[image: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="180"/>
        <source>Open Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="183"/>
        <source>Open this address in your mail program?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="184"/>
        <source>Open this link in your web browser?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="186"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="204"/>
        <source>Application text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="352"/>
        <source>Link not opened: &quot;%1&quot; is not a web address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="354"/>
        <source>Link not opened: %1 links are not allowed (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="363"/>
        <source>Link not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="368"/>
        <source>Could not hand %1 to another application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="372"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="429"/>
        <source>No description provided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/MarkdownView.cpp" line="446"/>
        <source>%n comment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="466"/>
        <source>ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="470"/>
        <source>commented %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/MarkdownView.cpp" line="476"/>
        <source>No text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::ReviewState</name>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="46"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="48"/>
        <source>Needs info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="50"/>
        <source>Voting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="52"/>
        <source>Approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="54"/>
        <source>Declined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="56"/>
        <source>Closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::SyncEngine</name>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="174"/>
        <source>The workbench could not write to its database: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="175"/>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="180"/>
        <source>GitHub sent a response the workbench could not read (%1 in the answer to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="199"/>
        <source>a list was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="215"/>
        <source>an object was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="226"/>
        <source>The repository %1 was not found, or your token cannot see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="233"/>
        <source>GitHub answered HTTP %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="243"/>
        <source>Checking the repository %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="268"/>
        <source>no repository name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="335"/>
        <source>Fetching issues: page %1, %n updated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="338"/>
        <source>Fetching comments: page %1, %n updated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="349"/>
        <source>Issues are disabled for the repository %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="543"/>
        <source>Fetching reactions: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="653"/>
        <source>Refreshing issue #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="664"/>
        <source>Issue #%1 was not found in %2, or your token cannot see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="680"/>
        <source>Issue #%1 has moved out of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="722"/>
        <source>Refreshing issue #%1: %n comment(s) updated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="789"/>
        <source>Sync finished: %n issue(s) and %1 updated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="791"/>
        <source>%n comment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="839"/>
        <location filename="../src/core/sync/SyncEngine.cpp" line="865"/>
        <source>The workspace database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="845"/>
        <source>“%1” is not a repository name of the form owner/name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="869"/>
        <source>%1 is not an issue number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::Workspace</name>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="40"/>
        <source>“%1” is not a repository name: write it as OWNER/NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="46"/>
        <source>“%1” is not a valid API address; GitHub&apos;s is https://api.github.com.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::ui</name>
    <message>
        <location filename="../src/ui/UiSupport.cpp" line="45"/>
        <source>ACP Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/UiSupport.cpp" line="57"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/UiSupport.cpp" line="61"/>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/UiSupport.cpp" line="65"/>
        <source>%n minute(s) ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/UiSupport.cpp" line="69"/>
        <source>%n hour(s) ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/UiSupport.cpp" line="73"/>
        <source>%n day(s) ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/UiSupport.cpp" line="108"/>
        <source>API: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/ui/UiSupport.cpp" line="111"/>
        <source>API: %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
