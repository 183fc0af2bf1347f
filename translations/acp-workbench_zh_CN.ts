<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
    <name>acp::ChecklistStatus</name>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="46"/>
        <source>Unreviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="48"/>
        <source>Met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="50"/>
        <source>Gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="52"/>
        <source>Needs judgment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="54"/>
        <source>Not applicable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStore</name>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="180"/>
        <source>A checklist entry needs an application and a requirement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="225"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="348"/>
        <source>An evidence note needs an application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="259"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="447"/>
        <source>Only http and https addresses can be added as links; %1 is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="276"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="452"/>
        <source>An empty text cannot be added as evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="280"/>
        <source>The text is too long to be a note (%1 characters; at most %2). Add it as a file instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="302"/>
        <source>The file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="306"/>
        <source>%1 is not a regular file; only files can be added as evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="311"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="329"/>
        <source>%1 is %2; evidence files can be at most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="317"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="371"/>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="344"/>
        <source>Only file and image notes hold files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="353"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="403"/>
        <source>The folder %1 could not be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="362"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="385"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="390"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="410"/>
        <source>The evidence file could not be stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="379"/>
        <source>%1 is larger than %2, the limit for evidence files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="439"/>
        <location filename="../src/core/store/ChecklistStore.cpp" line="475"/>
        <source>The evidence note no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/ChecklistStore.cpp" line="442"/>
        <source>An evidence note cannot change its kind.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::CommandLine</name>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="68"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="82"/>
        <source>%1/%2 reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="94"/>
        <source>in “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="96"/>
        <source>comment by %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="118"/>
        <source>Review applications to the PyTorch Foundation&apos;s Additional Compute Platforms.

Commands:
  (none)            open the main window
  sync              pull issues, comments, labels and reactions into the cache
  list [--json]     the cached applications
  show NUMBER [--json]  one application: form sections, checklist, evidence, comments
  checklist NUMBER REQUIREMENT STATUS [--note TEXT]
                    set one requirement&apos;s status (unreviewed, met, gap,
                    needs-judgment, not-applicable) and, with --note, its note

The token comes from GH_TOKEN, else GITHUB_TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="132"/>
        <source>The workspace database file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="133"/>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="135"/>
        <source>The GitHub API address (default https://api.github.com).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="136"/>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="139"/>
        <source>The repository (default pytorch-fdn/additional-compute-platforms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="139"/>
        <source>OWNER/NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="141"/>
        <source>Open the bundled demo workspace (no network).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="142"/>
        <source>Print machine-readable JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="144"/>
        <source>checklist: the reviewer note (Markdown); empty clears it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="145"/>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="147"/>
        <source>What to do; see above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="148"/>
        <source>[COMMAND ...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="181"/>
        <source>Unknown command “%1”; the commands are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="187"/>
        <source>--note belongs to the “checklist” command.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::CommandRunner</name>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="239"/>
        <source>The demo workspace is offline; nothing is synced with GitHub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="254"/>
        <source>Waiting %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="260"/>
        <source>Synced %1: %2 issues and %3 comments updated, %4 requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="270"/>
        <source>The sync was cancelled; the next one resumes where it stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="283"/>
        <source>“list” takes no arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="303"/>
        <source>No applications are cached yet; run “sync” first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="326"/>
        <source>“show” needs one issue number, for example: show 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="333"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="505"/>
        <source>Application #%1 was deleted on GitHub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="334"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="506"/>
        <source>Application #%1 is not in the cache; run “sync” first, or check the number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="391"/>
        <source>State: %1 (%2), by %3, updated %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="396"/>
        <source>Labels: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="404"/>
        <source>(no answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="407"/>
        <source>Your note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="410"/>
        <source>%n comment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="421"/>
        <source>Checklist (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="440"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="454"/>
        <source>note (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="446"/>
        <source>About the whole application:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="468"/>
        <source>“checklist” needs an issue number, a requirement and a status, for example: checklist 12 security-policy met.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="477"/>
        <source>Unknown requirement “%1”; the requirements are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="488"/>
        <source>Unknown status “%1”; the statuses are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="494"/>
        <source>The requirement %1 cannot be “%2”; its statuses are: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="515"/>
        <source>The checklist could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="529"/>
        <source>#%1 %2: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>acp::Database</name>
    <message>
        <location filename="../src/core/store/Database.cpp" line="179"/>
        <source>The folder %1 could not be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="202"/>
        <source>The workspace database %1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="216"/>
        <source>The workspace database %1 could not be configured: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="271"/>
        <source>The workspace database %1 was written by a newer version of ACP Workbench (schema %2; this version knows up to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="294"/>
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
        <location filename="../src/core/github/GitHubClient.cpp" line="214"/>
        <source>The request to GitHub was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="381"/>
        <source>Connection refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="384"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="406"/>
        <source>the connection closed before the answer was complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="387"/>
        <source>the host %1 was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="391"/>
        <source>no answer within %n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="415"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="422"/>
        <source>GitHub could not be reached: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="420"/>
        <source>GitHub could not be reached after %n attempts: %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="436"/>
        <source>GitHub sent a redirect (HTTP %1) without a target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="442"/>
        <source>GitHub redirected the request too many times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="482"/>
        <source>GitHub asked the workbench to slow down (secondary rate limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="489"/>
        <source>GitHub&apos;s rate limit is used up until %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="495"/>
        <source>GitHub&apos;s rate limit was reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="504"/>
        <source>GitHub&apos;s rate limit was still exceeded after %n attempts; try again later.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="506"/>
        <source>GitHub&apos;s rate limit is exceeded; try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="518"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="526"/>
        <source>GitHub answered with a server error (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="523"/>
        <source>GitHub kept answering with a server error (HTTP %1) after %n attempts.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="541"/>
        <source>GitHub rejected the token (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="544"/>
        <source>GitHub refused the request: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="547"/>
        <source>GitHub could not find %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="551"/>
        <source>GitHub reports that %1 was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="554"/>
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
    <name>acp::RequirementSet</name>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="272"/>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="274"/>
        <source>true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="276"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="278"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="603"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="643"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="280"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="282"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="438"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="286"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="338"/>
        <source>The file is not valid JSON (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="345"/>
        <source>The field %1 appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="351"/>
        <source>The definition must be a JSON object with the fields format_version, version, date and requirements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="383"/>
        <source>%1 must be a whole number (this version reads format %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="390"/>
        <source>%1 is %2: the file is written for a newer version of ACP Workbench, which reads format version %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="409"/>
        <source>%1 must be a date written YYYY-MM-DD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="424"/>
        <source>a list of requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="429"/>
        <source>%1 must list at least one requirement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="448"/>
        <source>%1: %2 is already the id of requirements[%3].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="460"/>
        <source>%1: %2 is also a heading alias of requirement %3; a heading can answer only one requirement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="496"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “security-policy”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="517"/>
        <source>%1 must contain letters or digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="529"/>
        <source>%1: unknown check %2; the checks are: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="552"/>
        <source>%1: unknown status %2; the statuses are: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="584"/>
        <source>Unknown field %1; the fields here are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="591"/>
        <source>The field %1 is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="608"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="648"/>
        <source>%1 must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="624"/>
        <source>%1 must be an http or https address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="636"/>
        <source>a list of text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="659"/>
        <source>%1 must be %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="660"/>
        <source>the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="700"/>
        <source>%1, line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="736"/>
        <source>The requirement definition could not be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="741"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="748"/>
        <source>The requirement definition is larger than %1 KiB; it cannot be a requirement list.</source>
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
        <location filename="../src/core/sync/SyncEngine.cpp" line="123"/>
        <source>The connection to GitHub was closed during the sync.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="184"/>
        <source>The workbench could not write to its database: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="185"/>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="190"/>
        <source>GitHub sent a response the workbench could not read (%1 in the answer to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="209"/>
        <source>a list was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="225"/>
        <source>an object was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="236"/>
        <source>The repository %1 was not found, or your token cannot see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="243"/>
        <source>GitHub answered HTTP %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="253"/>
        <source>Checking the repository %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="279"/>
        <source>no repository name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="346"/>
        <source>Fetching issues: page %1, %n updated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="349"/>
        <source>Fetching comments: page %1, %n updated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="361"/>
        <source>Issues are disabled for the repository %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="582"/>
        <source>Fetching reactions: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="693"/>
        <source>Refreshing issue #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="705"/>
        <source>Issue #%1 was not found in %2, or your token cannot see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="721"/>
        <source>Issue #%1 has moved out of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="763"/>
        <source>Refreshing issue #%1: %n comment(s) updated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="831"/>
        <source>Sync finished: %n issue(s) and %1 updated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="833"/>
        <source>%n comment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="881"/>
        <location filename="../src/core/sync/SyncEngine.cpp" line="907"/>
        <source>The workspace database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="887"/>
        <source>“%1” is not a repository name of the form owner/name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="911"/>
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
