<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../ui/ActionDialog.ui" line="9"/>
        <source>Co-chair action</source>
        <translation>Aktion des Co-Vorsitzes</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="21"/>
        <source>Also ask about requirements marked “needs judgment”</source>
        <translation>Auch nach Anforderungen mit dem Status „Ermessensfrage“ fragen</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="26"/>
        <source>Vote closes on</source>
        <translation>Abstimmung endet am</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="32"/>
        <source>yyyy-MM-dd</source>
        <translation>yyyy-MM-dd</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="37"/>
        <source>&amp;Outcome:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="46"/>
        <source>&amp;Tally:</source>
        <translation>&amp;Auszählung:</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="52"/>
        <source>Empty: the tally of the application&apos;s vote</source>
        <translation>Leer: die Auszählung der Abstimmung über den Antrag</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="53"/>
        <source>Leave empty to put the tally of the vote on GitHub, per organization, in the comment; or write your own</source>
        <translation>Leer lassen, um die Auszählung der Abstimmung auf GitHub (je Organisation) in den Kommentar zu übernehmen, oder eine eigene schreiben</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="58"/>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="83"/>
        <source>&amp;Comment (Markdown):</source>
        <translation>&amp;Kommentar (Markdown):</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="94"/>
        <source>&amp;Reset from Template</source>
        <translation>Aus Vorlage &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="95"/>
        <source>Compose the comment again from the template and the options above, dropping your edits</source>
        <translation>Den Kommentar neu aus der Vorlage und den obigen Optionen erstellen; Ihre Änderungen gehen verloren</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="113"/>
        <source>Preview:</source>
        <translation>Vorschau:</translation>
    </message>
</context>
<context>
    <name>ApplicationPane</name>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="14"/>
        <source>Application</source>
        <translation>Antrag</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="45"/>
        <source>Application text</source>
        <translation>Antragstext</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="66"/>
        <source>Application header</source>
        <translation>Antragskopf</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="98"/>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="111"/>
        <source>Issue number</source>
        <translation>Issue-Nummer</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="124"/>
        <source>Review state</source>
        <translation>Prüfstatus</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="150"/>
        <source>Open on GitHub</source>
        <translation>Auf GitHub öffnen</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="168"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="181"/>
        <source>Author and dates</source>
        <translation>Autor und Daten</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="194"/>
        <source>Duplicates and resubmissions</source>
        <translation>Duplikate und Neueinreichungen</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="201"/>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="233"/>
        <location filename="../ui/ApplicationPane.ui" line="256"/>
        <location filename="../ui/ApplicationPane.ui" line="298"/>
        <source>Private note</source>
        <translation>Private Notiz</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="266"/>
        <source>Kept on this computer, never sent to GitHub</source>
        <translation>Bleibt auf diesem Computer, wird nie an GitHub gesendet</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="289"/>
        <source>Note status</source>
        <translation>Status der Notiz</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="304"/>
        <source>Notes for yourself about this application (Markdown)…</source>
        <translation>Notizen für Sie selbst zu diesem Antrag (Markdown)…</translation>
    </message>
</context>
<context>
    <name>ChecklistPane</name>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="14"/>
        <location filename="../ui/ChecklistPane.ui" line="58"/>
        <source>Checklist</source>
        <translation>Checkliste</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="81"/>
        <source>Checklist progress</source>
        <translation>Fortschritt der Checkliste</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="90"/>
        <source>Checklist progress bar</source>
        <translation>Fortschrittsbalken der Checkliste</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="100"/>
        <source>Checklist message</source>
        <translation>Meldung der Checkliste</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="136"/>
        <source>Checklist message text</source>
        <translation>Meldungstext der Checkliste</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="143"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="146"/>
        <source>Dismiss the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="166"/>
        <source>Requirements</source>
        <translation>Anforderungen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="208"/>
        <source>Requirement details</source>
        <translation>Details der Anforderung</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="235"/>
        <source>Requirement</source>
        <translation>Anforderung</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="251"/>
        <source>Requirement description</source>
        <translation>Beschreibung der Anforderung</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="263"/>
        <source>Guidance</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="266"/>
        <source>Show what to look for when reviewing this requirement</source>
        <translation>Zeigen, worauf bei der Prüfung dieser Anforderung zu achten ist</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="269"/>
        <source>Show the reviewer guidance</source>
        <translation>Hinweise für Prüfer anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="303"/>
        <source>Answered in</source>
        <translation>Beantwortet in</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="321"/>
        <source>Reviewer guidance</source>
        <translation>Hinweise für Prüfer</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="328"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="358"/>
        <location filename="../ui/ChecklistPane.ui" line="435"/>
        <source>Reviewer note</source>
        <translation>Notiz des Prüfers</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="371"/>
        <source>Note status</source>
        <translation>Status der Notiz</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="391"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="394"/>
        <source>Edit the note as Markdown (E)</source>
        <translation>Notiz als Markdown bearbeiten (E)</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="413"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="416"/>
        <source>Show the note rendered</source>
        <translation>Notiz formatiert anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="441"/>
        <source>Why this status? Markdown; saved as you type, never sent unless you include it.</source>
        <translation>Warum dieser Status? Markdown; wird beim Tippen gespeichert und nie gesendet, es sei denn, Sie nehmen die Notiz auf.</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="446"/>
        <source>Reviewer note, rendered</source>
        <translation>Notiz des Prüfers, formatiert</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="465"/>
        <source>Evidence</source>
        <translation>Nachweise</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="485"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="488"/>
        <source>Add a link, a text or a file as evidence</source>
        <translation>Einen Link, einen Text oder eine Datei als Nachweis hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="491"/>
        <source>Add evidence</source>
        <translation>Nachweis hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="506"/>
        <source>From the application</source>
        <translation>Aus dem Antrag</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="513"/>
        <source>Links from the application</source>
        <translation>Links aus dem Antrag</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="537"/>
        <source>Your notes</source>
        <translation>Ihre Notizen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="544"/>
        <source>Your evidence notes</source>
        <translation>Ihre Nachweisnotizen</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="577"/>
        <source>Drop area</source>
        <translation>Ablagebereich</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.ui" line="14"/>
        <source>ACP Workbench</source>
        <translation>ACP Workbench</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="45"/>
        <source>Sync problem</source>
        <translation>Problem bei der Synchronisierung</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="87"/>
        <source>Sync problem message</source>
        <translation>Meldung zum Synchronisierungsproblem</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="94"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="97"/>
        <source>Dismiss the sync message</source>
        <translation>Synchronisierungsmeldung schließen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="120"/>
        <source>Applications</source>
        <translation>Anträge</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="146"/>
        <source>Search number, platform, title, author, label</source>
        <translation>Nummer, Plattform, Titel, Autor, Label suchen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="152"/>
        <source>Search applications</source>
        <translation>Anträge durchsuchen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="159"/>
        <source>Filter by review state</source>
        <translation>Nach Prüfstatus filtern</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="162"/>
        <source>Show only applications in this review state</source>
        <translation>Nur Anträge mit diesem Prüfstatus anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="169"/>
        <source>≠</source>
        <translation>≠</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="175"/>
        <source>Only applications where reviews differ</source>
        <translation>Nur Anträge, bei denen Reviews abweichen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="178"/>
        <source>Show only applications where the published reviews, yours included, differ on a requirement</source>
        <translation>Nur Anträge zeigen, bei denen die veröffentlichten Reviews (Ihres eingeschlossen) bei einer Anforderung abweichen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="187"/>
        <source>Application list</source>
        <translation>Antragsliste</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="224"/>
        <source>Number of applications shown</source>
        <translation>Anzahl der angezeigten Anträge</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="238"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="244"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="251"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="262"/>
        <source>&amp;Review</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="267"/>
        <source>&amp;Workspace</source>
        <translation>A&amp;rbeitsbereich</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="274"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="288"/>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="307"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="310"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="321"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="324"/>
        <source>Undo the last checklist change of this application</source>
        <translation>Die letzte Änderung an der Checkliste dieses Antrags rückgängig machen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="332"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="335"/>
        <source>Redo the checklist change last undone</source>
        <translation>Die zuletzt rückgängig gemachte Änderung an der Checkliste wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="340"/>
        <source>Go to &amp;Checklist</source>
        <translation>Zur &amp;Checkliste</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="343"/>
        <source>Move the keyboard focus to the requirements of the checklist</source>
        <translation>Den Tastaturfokus auf die Anforderungen der Checkliste setzen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="346"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="351"/>
        <source>&amp;Find Application…</source>
        <translation>Antrag &amp;suchen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="354"/>
        <source>Search the application list</source>
        <translation>Die Antragsliste durchsuchen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="357"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="362"/>
        <source>&amp;Next Application</source>
        <translation>&amp;Nächster Antrag</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="365"/>
        <source>Alt+Down</source>
        <translation>Alt+Down</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="370"/>
        <source>&amp;Previous Application</source>
        <translation>&amp;Vorheriger Antrag</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="373"/>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="381"/>
        <source>Markdown &amp;Source</source>
        <translation>Markdown-&amp;Quelltext</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="384"/>
        <source>Show the application as the applicant wrote it, instead of rendered</source>
        <translation>Den Antrag so anzeigen, wie der Antragsteller ihn geschrieben hat, statt formatiert</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="387"/>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="392"/>
        <source>&amp;Sync</source>
        <translation>&amp;Synchronisieren</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="395"/>
        <source>Fetch new and changed applications, comments and reactions from GitHub</source>
        <translation>Neue und geänderte Anträge, Kommentare und Reaktionen von GitHub abrufen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="398"/>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="406"/>
        <source>&amp;Cancel Sync</source>
        <translation>Synchronisierung &amp;abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="409"/>
        <source>Stop the running sync; what was fetched so far is kept</source>
        <translation>Die laufende Synchronisierung anhalten; bereits Abgerufenes bleibt erhalten</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="414"/>
        <source>&amp;About ACP Workbench</source>
        <translation>Ü&amp;ber ACP Workbench</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="422"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>OpenWorkspaceDialog</name>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="14"/>
        <source>Open Workspace</source>
        <translation>Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="20"/>
        <source>A workspace is one repository on one GitHub host, with its own database.</source>
        <translation>Ein Arbeitsbereich ist ein Repository auf einem GitHub-Host, mit eigener Datenbank.</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="32"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="45"/>
        <source>github.com, a GitHub Enterprise Server host (its API is https://HOST/api/v3), or NAME.ghe.com</source>
        <translation>github.com, ein GitHub-Enterprise-Server-Host (seine API ist https://HOST/api/v3) oder NAME.ghe.com</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="48"/>
        <source>GitHub host</source>
        <translation>GitHub-Host</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="55"/>
        <source>&amp;Repository:</source>
        <translation>&amp;Repository:</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="65"/>
        <source>OWNER/NAME</source>
        <translation>INHABER/NAME</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="68"/>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="83"/>
        <source>Problem with the workspace</source>
        <translation>Problem mit dem Arbeitsbereich</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../src/app/main.cpp" line="102"/>
        <source>ACP Workbench</source>
        <translation>ACP Workbench</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <location filename="../ui/SignInDialog.ui" line="14"/>
        <source>Sign In to GitHub</source>
        <translation>Bei GitHub anmelden</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="48"/>
        <source>OAuth app &amp;client id:</source>
        <translation>&amp;Client-ID der OAuth-App:</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="58"/>
        <source>The client id of an OAuth app with the device flow enabled (GitHub: Settings, Developer settings, OAuth Apps). It is not a secret.</source>
        <translation>Die Client-ID einer OAuth-App mit aktiviertem Device Flow (GitHub: Settings, Developer settings, OAuth Apps). Sie ist nicht geheim.</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="61"/>
        <source>OAuth app client id</source>
        <translation>Client-ID der OAuth-App</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="80"/>
        <source>One-time code</source>
        <translation>Einmalcode</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="87"/>
        <source>&amp;Copy Code and Open GitHub</source>
        <translation>Code &amp;kopieren und GitHub öffnen</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="90"/>
        <source>Copy the code and open GitHub&apos;s sign-in page in the web browser</source>
        <translation>Den Code kopieren und die Anmeldeseite von GitHub im Webbrowser öffnen</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="106"/>
        <source>Sign-in status</source>
        <translation>Anmeldestatus</translation>
    </message>
</context>
<context>
    <name>acp::Account</name>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="35"/>
        <source>Signed in as @%1</source>
        <translation>Angemeldet als @%1</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="36"/>
        <source>Signed in as @%1 (scopes: %2)</source>
        <translation>Angemeldet als @%1 (Scopes: %2)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="38"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="40"/>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="42"/>
        <source>Not signed in: GitHub rejected the token</source>
        <translation>Nicht angemeldet: GitHub hat das Token abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="44"/>
        <source>Account unknown: %1</source>
        <translation>Konto unbekannt: %1</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="77"/>
        <source>GitHub&apos;s answer about the signed-in user could not be read.</source>
        <translation>Die Antwort von GitHub zum angemeldeten Benutzer konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>acp::AccountController</name>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="45"/>
        <source>A&amp;ccount</source>
        <translation>&amp;Konto</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="47"/>
        <location filename="../src/ui/account/AccountController.cpp" line="208"/>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="51"/>
        <source>&amp;Sign In…</source>
        <translation>&amp;Anmelden…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="53"/>
        <source>Sign &amp;Out</source>
        <translation>Ab&amp;melden</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="56"/>
        <source>&amp;Check Account</source>
        <translation>Konto &amp;prüfen</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="72"/>
        <source>GitHub account</source>
        <translation>GitHub-Konto</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="77"/>
        <source>No account needed</source>
        <translation>Kein Konto nötig</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="78"/>
        <source>The demo workspace is offline: nothing is sent to GitHub.</source>
        <translation>Der Demo-Arbeitsbereich ist offline: Nichts wird an GitHub gesendet.</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="85"/>
        <location filename="../src/ui/account/AccountController.cpp" line="177"/>
        <source>Checking sign-in…</source>
        <translation>Anmeldung wird geprüft…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="195"/>
        <source>Host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="196"/>
        <source>Token from %1</source>
        <translation>Token aus %1</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="198"/>
        <source>The token&apos;s scopes are not reported (a fine-grained or app token).</source>
        <translation>Die Scopes des Tokens werden nicht gemeldet (ein Fine-grained- oder App-Token).</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="204"/>
        <source>Not signed in to %1. Public repositories can be synced; sign in to send actions and to see private ones.</source>
        <translation>Nicht bei %1 angemeldet. Öffentliche Repositorys lassen sich synchronisieren; melden Sie sich an, um Aktionen zu senden und private Repositorys zu sehen.</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="213"/>
        <location filename="../src/ui/account/AccountController.cpp" line="238"/>
        <source>Sign in…</source>
        <translation>Anmelden…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="214"/>
        <location filename="../src/ui/account/AccountController.cpp" line="239"/>
        <source>GitHub rejected the token for %1: it was revoked or has expired.</source>
        <translation>GitHub hat das Token für %1 abgelehnt: Es wurde widerrufen oder ist abgelaufen.</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="219"/>
        <source>Account unknown</source>
        <translation>Konto unbekannt</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="250"/>
        <source>GitHub needs you to sign in to %1 for this.</source>
        <translation>GitHub verlangt dafür, dass Sie sich bei %1 anmelden.</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="252"/>
        <source>GitHub rejected the token in %1: it was revoked or has expired. Set a valid token, or unset it and sign in.</source>
        <translation>GitHub hat das Token in %1 abgelehnt: Es wurde widerrufen oder ist abgelaufen. Setzen Sie ein gültiges Token oder entfernen Sie die Variable und melden Sie sich an.</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="256"/>
        <source>GitHub rejected the saved token for %1: it was revoked or has expired. Sign in again to continue.</source>
        <translation>GitHub hat das gespeicherte Token für %1 abgelehnt: Es wurde widerrufen oder ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="260"/>
        <source>Sign In Needed</source>
        <translation>Anmeldung erforderlich</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="265"/>
        <source>Sign In…</source>
        <translation>Anmelden…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="266"/>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>acp::ActionCancellation</name>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="48"/>
        <source>Cancelled: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="49"/>
        <source>Cancelled: %1 (%2)</source>
        <translation>Abgebrochen: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="69"/>
        <source>its pull request may be open on GitHub</source>
        <translation>sein Pull Request ist womöglich auf GitHub geöffnet</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="82"/>
        <source>its comment may be on GitHub</source>
        <translation>ihr Kommentar ist möglicherweise auf GitHub</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="87"/>
        <source>The comment of “%1” may already be on GitHub (an earlier push sent it and got no answer), and GitHub cannot be asked now: sign in or go online, or cancel anyway.</source>
        <translation>Der Kommentar der Aktion „%1“ ist möglicherweise bereits auf GitHub (ein früherer Sendevorgang hat ihn gesendet und keine Antwort erhalten), und GitHub kann jetzt nicht gefragt werden: Melden Sie sich an oder gehen Sie online, oder brechen Sie trotzdem ab.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="109"/>
        <source>comment: found on GitHub before cancelling: %1</source>
        <translation>Kommentar: vor dem Abbrechen auf GitHub gefunden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="116"/>
        <source>The comment of “%1” is already on GitHub (%2). Cancelling now stops only its label and state changes; the comment stays on GitHub.</source>
        <translation>Der Kommentar der Aktion „%1“ ist bereits auf GitHub (%2). Ein Abbruch verhindert jetzt nur noch ihre Label- und Zustandsänderungen; der Kommentar bleibt auf GitHub.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="123"/>
        <source>its comment is not on GitHub</source>
        <translation>ihr Kommentar ist nicht auf GitHub</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="126"/>
        <source>the application is not on GitHub any more</source>
        <translation>der Antrag ist nicht mehr auf GitHub</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="131"/>
        <source>The comment of “%1” may already be on GitHub, and looking for it failed: %2</source>
        <translation>Der Kommentar der Aktion „%1“ ist möglicherweise bereits auf GitHub, und die Suche nach ihm ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="147"/>
        <source>The pull request of “%1” may already be open on %2 (an earlier push opened it and got no answer), and GitHub cannot be asked now: look there, or sign in or go online, or cancel anyway.</source>
        <translation>Der Pull-Request von „%1“ ist vielleicht schon auf %2 offen (ein früheres Senden hat ihn geöffnet und keine Antwort bekommen), und GitHub kann jetzt nicht gefragt werden: Sehen Sie dort nach, melden Sie sich an oder gehen Sie online, oder brechen Sie trotzdem ab.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="159"/>
        <source>The pull request of “%1” may already be open on %2, and looking for it failed: %3</source>
        <translation>Der Pull-Request von „%1“ ist vielleicht schon auf %2 offen, und die Suche danach ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="167"/>
        <source>its pull request is not on %1</source>
        <translation>sein Pull-Request ist nicht auf %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="178"/>
        <source>pull-request: found on GitHub before cancelling: %1</source>
        <translation>pull-request: vor dem Abbrechen auf GitHub gefunden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="182"/>
        <source>The pull request of “%1” is already open on %2 (%3). Cancelling stops nothing more; close the pull request there to withdraw the listing.</source>
        <translation>Der Pull-Request von „%1“ ist bereits auf %2 offen (%3). Abbrechen hält nichts mehr auf; schließen Sie den Pull-Request dort, um den Eintrag zurückzuziehen.</translation>
    </message>
</context>
<context>
    <name>acp::ActionCommentLookup</name>
    <message>
        <location filename="../src/core/outbox/ActionCommentLookup.cpp" line="64"/>
        <source>GitHub&apos;s list of comments could not be read.</source>
        <translation>Die Kommentarliste von GitHub konnte nicht gelesen werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/ActionCommentLookup.cpp" line="97"/>
        <source>The comments changed while each of %n reads of them was under way.</source>
        <translation>
            <numerusform>Die Kommentare haben sich geändert, während sie gelesen wurden (%n Lesevorgang).</numerusform>
            <numerusform>Die Kommentare haben sich während jedes der %n Lesevorgänge geändert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ActionComposer</name>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="137"/>
        <source>Application #%1 was deleted on GitHub.</source>
        <translation>Antrag #%1 wurde auf GitHub gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="146"/>
        <source>Application #%1 is %2; information is requested only while an application is new or needs info.</source>
        <translation>Antrag #%1 hat den Status „%2“; Informationen lassen sich nur anfordern, solange ein Antrag neu ist oder bereits Informationen angefordert wurden.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="149"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="156"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="163"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="171"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="184"/>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="154"/>
        <source>Application #%1 is %2; a vote starts only on an application in review.</source>
        <translation>Antrag #%1 hat den Status „%2“; eine Abstimmung lässt sich nur für einen Antrag in Prüfung starten.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="161"/>
        <source>Application #%1 is %2; a decision is recorded only while it is voting.</source>
        <translation>Antrag #%1 hat den Status „%2“; eine Entscheidung wird nur erfasst, solange die Abstimmung läuft.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="168"/>
        <source>Application #%1 is %2; only an application that needs info or is voting goes back to review.</source>
        <translation>Antrag #%1 hat den Status „%2“; nur ein Antrag, zu dem Informationen angefordert sind oder über den abgestimmt wird, geht zurück in die Prüfung.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="176"/>
        <source>Application #%1 is closed; a review is published only while it is open.</source>
        <translation>Antrag #%1 ist geschlossen; ein Review wird nur veröffentlicht, solange er offen ist.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="182"/>
        <source>Application #%1 is %2; a reminder goes out only while its vote runs.</source>
        <translation>Antrag #%1 ist %2; eine Erinnerung geht nur hinaus, solange seine Abstimmung läuft.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="189"/>
        <source>Application #%1 is %2; only an approved platform is listed.</source>
        <translation>Antrag #%1 ist %2; gelistet wird nur eine zugelassene Plattform.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="198"/>
        <source>Application #%1 is not an approved, listed platform; periodic review actions apply only to those.</source>
        <translation>Antrag #%1 ist keine angenommene, gelistete Plattform; Aktionen der regelmäßigen Überprüfung gelten nur für solche.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="203"/>
        <source>Application #%1 already has a deficiency notice running.</source>
        <translation>Für Antrag #%1 läuft bereits eine Mängelanzeige.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="224"/>
        <source>The template %1 uses {{%2}}, which has no value here.</source>
        <translation>Die Vorlage %1 verwendet {{%2}}, wofür es hier keinen Wert gibt.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="332"/>
        <source>No requirement of application #%1 is marked gap or needs-judgment; mark the missing points in the checklist first.</source>
        <translation>Keine Anforderung von Antrag #%1 ist als Lücke oder Ermessensfrage markiert; markieren Sie zuerst die fehlenden Punkte in der Checkliste.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="335"/>
        <source>No requirement of application #%1 is marked gap; mark the missing points in the checklist first (or include needs-judgment items).</source>
        <translation>Keine Anforderung von Antrag #%1 ist als Lücke markiert; markieren Sie zuerst die fehlenden Punkte in der Checkliste (oder nehmen Sie Ermessensfragen mit auf).</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="357"/>
        <source>The evidence file %1 cannot go into a GitHub comment and was left out.</source>
        <translation>Die Nachweisdatei %1 kann nicht in einen GitHub-Kommentar aufgenommen werden und wurde weggelassen.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="377"/>
        <source>The closing date %1 is in the past.</source>
        <translation>Das Enddatum %1 liegt in der Vergangenheit.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/ActionComposer.cpp" line="381"/>
        <source>A vote stays open at least %n day(s): it can close on %1 at the earliest.</source>
        <translation>
            <numerusform>Eine Abstimmung bleibt mindestens %n Tag offen: Sie kann frühestens am %1 enden.</numerusform>
            <numerusform>Eine Abstimmung bleibt mindestens %n Tage offen: Sie kann frühestens am %1 enden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="464"/>
        <source>A decision states its reasons: write why #%1 is approved.</source>
        <translation>Eine Entscheidung nennt ihre Gründe: Schreiben Sie, warum #%1 angenommen wird.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="465"/>
        <source>A decision states its reasons: write why #%1 is declined.</source>
        <translation>Eine Entscheidung nennt ihre Gründe: Schreiben Sie, warum #%1 abgelehnt wird.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposerFollowUps.cpp" line="20"/>
        <source>Every eligible organization has voted on #%1; there is nobody to remind.</source>
        <translation>Jede stimmberechtigte Organisation hat zu #%1 abgestimmt; niemand ist zu erinnern.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposerFollowUps.cpp" line="67"/>
        <source>Say which requirements the platform no longer meets.</source>
        <translation>Geben Sie an, welche Anforderungen die Plattform nicht mehr erfüllt.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="534"/>
        <source>No requirement of #%1 has a status yet; there is no review to publish.</source>
        <translation>Noch keine Anforderung von #%1 hat einen Status; es gibt kein Review zu veröffentlichen.</translation>
    </message>
</context>
<context>
    <name>acp::ActionController</name>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="144"/>
        <source>Request &amp;Info…</source>
        <translation>&amp;Informationen anfordern…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="146"/>
        <source>Ask the applicant for the missing information (from the checklist&apos;s gaps)</source>
        <translation>Den Antragsteller um die fehlenden Informationen bitten (aus den Lücken der Checkliste)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="147"/>
        <source>Start &amp;Vote…</source>
        <translation>&amp;Abstimmung starten…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="148"/>
        <source>Post the vote comment and label the application as voting</source>
        <translation>Den Abstimmungskommentar veröffentlichen und den Antrag als „Abstimmung läuft“ kennzeichnen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="149"/>
        <source>Record &amp;Decision…</source>
        <translation>&amp;Entscheidung erfassen…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="151"/>
        <source>Post the outcome, label the application and close it</source>
        <translation>Das Ergebnis veröffentlichen, die Labels setzen und den Antrag schließen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="152"/>
        <source>&amp;Back to Review…</source>
        <translation>&amp;Zurück zur Prüfung…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="154"/>
        <source>Move the application back to review (new)</source>
        <translation>Den Antrag zurück in die Prüfung setzen (neu)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="155"/>
        <source>Re&amp;mind Non-voters…</source>
        <translation>An Abstimmung &amp;erinnern…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="156"/>
        <source>One comment that mentions the representatives and alternates of the organizations that have not voted, with the deadline</source>
        <translation>Ein Kommentar, der die Vertreter und Stellvertreter der Organisationen erwähnt, die noch nicht abgestimmt haben, mit der Frist</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="158"/>
        <source>Deficiency &amp;Notice…</source>
        <translation>&amp;Mängelanzeige…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="160"/>
        <source>Periodic review: give notice of deficiencies; starts the clock</source>
        <translation>Regelmäßige Überprüfung: eine Mängelanzeige erteilen; startet die Frist</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="161"/>
        <source>Re&amp;tire…</source>
        <translation>Plattform &amp;streichen…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="162"/>
        <source>Periodic review: retire the approved platform</source>
        <translation>Regelmäßige Überprüfung: die angenommene Plattform streichen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="163"/>
        <source>Review &amp;Complete…</source>
        <translation>&amp;Überprüfung abgeschlossen…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="165"/>
        <source>Periodic review passed: the next review is due later</source>
        <translation>Regelmäßige Überprüfung bestanden: Die nächste Überprüfung ist später fällig</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="168"/>
        <source>&amp;Application</source>
        <translation>An&amp;trag</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="192"/>
        <source>&amp;Push Outbox Now</source>
        <translation>&amp;Postausgang jetzt senden</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="215"/>
        <source>Demo workspace: actions can be queued here to try them out, but nothing is ever sent to GitHub.</source>
        <translation>Demo-Arbeitsbereich: Aktionen lassen sich hier zum Ausprobieren einreihen, aber nichts wird jemals an GitHub gesendet.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="218"/>
        <source>Outbox</source>
        <translation>Postausgang</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="224"/>
        <source>&amp;Outbox</source>
        <translation>&amp;Postausgang</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="229"/>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="236"/>
        <source>&amp;Due</source>
        <translation>&amp;Fällig</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="252"/>
        <location filename="../src/ui/actions/ActionController.cpp" line="263"/>
        <source>Application #%1 is hidden by the filters.</source>
        <translation>Antrag #%1 ist durch die Filter ausgeblendet.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="276"/>
        <source>Back to Review…</source>
        <translation>Zurück zur Prüfung…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="307"/>
        <source>Open the outbox</source>
        <translation>Postausgang öffnen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="342"/>
        <source>Back online: pushing the outbox…</source>
        <translation>Wieder online: Postausgang wird gesendet…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="390"/>
        <source>The demo workspace never sends anything to GitHub.</source>
        <translation>Der Demo-Arbeitsbereich sendet nie etwas an GitHub.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="393"/>
        <source>A push is running.</source>
        <translation>Ein Sendevorgang läuft bereits.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="398"/>
        <source>Send the waiting actions to GitHub (F6)</source>
        <translation>Die wartenden Aktionen an GitHub senden (F6)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="397"/>
        <source>Nothing waits in the outbox.</source>
        <translation>Im Postausgang wartet nichts.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="413"/>
        <source>Outbox empty</source>
        <translation>Postausgang leer</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="408"/>
        <source>%n action(s) waiting</source>
        <translation>
            <numerusform>%n Aktion wartet</numerusform>
            <numerusform>%n Aktionen warten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="399"/>
        <source>Send the waiting actions, then the ballots, to GitHub (F6)</source>
        <translation>Die wartenden Aktionen und danach die Stimmen an GitHub senden (F6)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="411"/>
        <source>%n ballot(s) waiting</source>
        <translation>
            <numerusform>%n Stimme wartet</numerusform>
            <numerusform>%n Stimmen warten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="429"/>
        <source>Queued: %1. Push the outbox (F6) to send it.</source>
        <translation>Eingereiht: %1. Senden Sie den Postausgang (F6), um sie zu übertragen.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="430"/>
        <source>Queued in the demo outbox (never sent): %1</source>
        <translation>Im Demo-Postausgang eingereiht (wird nie gesendet): %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="86"/>
        <source>Pushing %n action(s)…</source>
        <translation>
            <numerusform>%n Aktion wird gesendet…</numerusform>
            <numerusform>%n Aktionen werden gesendet…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="87"/>
        <location filename="../src/ui/actions/ActionController.cpp" line="93"/>
        <source>Sending %n ballot(s)…</source>
        <translation>
            <numerusform>%n Stimme wird gesendet…</numerusform>
            <numerusform>%n Stimmen werden gesendet…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="141"/>
        <source>P&amp;ublish Review…</source>
        <translation>Review &amp;veröffentlichen…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="143"/>
        <source>Post your checklist on the issue as your review; publishing again updates it</source>
        <translation>Ihre Checkliste als Ihr Review auf dem Issue veröffentlichen; erneutes Veröffentlichen aktualisiert es</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="446"/>
        <source>Sending the ballots was cancelled; they stay queued.</source>
        <translation>Das Senden der Stimmen wurde abgebrochen; sie bleiben eingereiht.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="448"/>
        <source>Ballots not sent: %1</source>
        <translation>Stimmen nicht gesendet: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="450"/>
        <source>Ballots: %1 sent, %2 failed, %3 left unsent (see the Outbox).</source>
        <translation>Stimmen: %1 gesendet, %2 fehlgeschlagen, %3 nicht gesendet (siehe Postausgang).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="455"/>
        <source>%n ballot(s) sent.</source>
        <translation>
            <numerusform>%n Stimme gesendet.</numerusform>
            <numerusform>%n Stimmen gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="475"/>
        <source>Pushing: %1 of %2</source>
        <translation>Senden: %1 von %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="482"/>
        <source>Push waits %n second(s): %1</source>
        <translation>
            <numerusform>Senden wartet %n Sekunde: %1</numerusform>
            <numerusform>Senden wartet %n Sekunden: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="491"/>
        <source>Push stopped: %1</source>
        <translation>Senden angehalten: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="493"/>
        <source>Outbox pushed: %n action(s) sent.</source>
        <translation>
            <numerusform>Postausgang gesendet: %n Aktion übertragen.</numerusform>
            <numerusform>Postausgang gesendet: %n Aktionen übertragen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="496"/>
        <source>Pushed %1; %2 left unsent (see the Outbox).</source>
        <translation>%1 gesendet; %2 nicht gesendet (siehe Postausgang).</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="545"/>
        <source>&lt;b&gt;The applicant answered on %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Der Antragsteller hat am %1 geantwortet.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>acp::ActionDialog</name>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="26"/>
        <source>%1 — #%2</source>
        <translation>%1 — #%2</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="27"/>
        <source>&amp;Queue</source>
        <translation>Ein&amp;reihen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="28"/>
        <source>Put the action in the outbox; it is sent on the next push</source>
        <translation>Die Aktion in den Postausgang stellen; sie wird beim nächsten Senden übertragen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="59"/>
        <source>&lt;b&gt;%1&lt;/b&gt; on #%2 “%3”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; für #%2 „%3“</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="67"/>
        <source>&lt;br&gt;&lt;i&gt;Demo workspace: the action is queued locally to try it out, but never sent to GitHub.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Demo-Arbeitsbereich: Die Aktion wird zum Ausprobieren lokal eingereiht, aber nie an GitHub gesendet.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="91"/>
        <source>Request Info</source>
        <translation>Informationen anfordern</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="93"/>
        <source>Start Vote</source>
        <translation>Abstimmung starten</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="95"/>
        <source>Record Decision</source>
        <translation>Entscheidung erfassen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="97"/>
        <source>Back to Review</source>
        <translation>Zurück zur Prüfung</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="99"/>
        <source>Deficiency Notice</source>
        <translation>Mängelanzeige</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="101"/>
        <source>Retire</source>
        <translation>Plattform streichen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="103"/>
        <source>Review Complete</source>
        <translation>Überprüfung abgeschlossen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="105"/>
        <source>Publish Review</source>
        <translation>Review veröffentlichen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="107"/>
        <source>Listing Pull Request</source>
        <translation>Pull Request für den Eintrag</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="109"/>
        <source>Remind Non-voters</source>
        <translation>An Abstimmung erinnern</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionDialog.cpp" line="129"/>
        <source>Unchecked, the vote closes %n day(s) after it opens (Preferences).</source>
        <translation>
            <numerusform>Ohne Häkchen endet die Abstimmung %n Tag nach ihrem Beginn (Einstellungen).</numerusform>
            <numerusform>Ohne Häkchen endet die Abstimmung %n Tage nach ihrem Beginn (Einstellungen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="134"/>
        <source>Approved</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="135"/>
        <source>Declined</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="143"/>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="149"/>
        <source>&amp;Reasons:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="145"/>
        <source>Required: why the application is approved or declined. The decision comment and the report carry it.</source>
        <translation>Pflichtangabe: warum der Antrag angenommen oder abgelehnt wird. Der Entscheidungskommentar und der Bericht enthalten sie.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="152"/>
        <source>&amp;Deficiencies:</source>
        <translation>&amp;Mängel:</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="155"/>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="173"/>
        <source>Also the gaps of @%1&apos;s review</source>
        <translation>Auch die Lücken aus dem Review von @%1</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="221"/>
        <source>Changes on GitHub: %1</source>
        <translation>Änderungen auf GitHub: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="240"/>
        <source>No comment: labels only</source>
        <translation>Kein Kommentar: nur Labels</translation>
    </message>
</context>
<context>
    <name>acp::ActionService</name>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="35"/>
        <location filename="../src/core/actions/ActionService.cpp" line="228"/>
        <source>The workspace has no outbox.</source>
        <translation>Der Arbeitsbereich hat keinen Postausgang.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="61"/>
        <source>No review by @%1 is published on #%2.</source>
        <translation>Auf #%2 ist kein Review von @%1 veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="141"/>
        <source>Application #%1 has no running vote on GitHub to remind anyone of.</source>
        <translation>Antrag #%1 hat keine laufende Abstimmung auf GitHub, an die zu erinnern wäre.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="164"/>
        <source>A listing pull request is opened from the listing draft.</source>
        <translation>Ein Pull Request für den Eintrag wird aus dem Eintragsentwurf geöffnet.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="183"/>
        <source>A review of #%1 is on its way to GitHub; push (or cancel it in the outbox) before publishing again.</source>
        <translation>Ein Review von #%1 ist unterwegs zu GitHub; senden Sie (oder brechen Sie es im Postausgang ab), bevor Sie erneut veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="243"/>
        <source>The vote could not be recorded: %1</source>
        <translation>Die Abstimmung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="249"/>
        <source>The tally could not be frozen: %1</source>
        <translation>Die Auszählung konnte nicht eingefroren werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="260"/>
        <source>replaced by a newer review</source>
        <translation>durch ein neueres Review ersetzt</translation>
    </message>
</context>
<context>
    <name>acp::ActionSettings</name>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="32"/>
        <source>Quorum: more than half of the eligible voting organizations must cast a ballot; an abstention counts as participation.</source>
        <translation>Quorum: more than half of the eligible voting organizations must cast a ballot; an abstention counts as participation.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="36"/>
        <source>The application passes when approvals exceed half of the participating organizations, so an abstention counts against approval.</source>
        <translation>The application passes when approvals exceed half of the participating organizations, so an abstention counts against approval.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="40"/>
        <source>The application passes when approvals outnumber rejections among the participating organizations; abstentions count toward the quorum only.</source>
        <translation>The application passes when approvals outnumber rejections among the participating organizations; abstentions count toward the quorum only.</translation>
    </message>
</context>
<context>
    <name>acp::ActivityFigures</name>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="108"/>
        <source>The application names no GitHub repository as its project repository, so the figure is not checked.</source>
        <translation>Der Antrag nennt kein GitHub-Repository als Projekt-Repository; die Zahl wird daher nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="113"/>
        <source>Not checked yet against %1.</source>
        <translation>Noch nicht mit %1 abgeglichen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="116"/>
        <source>at least %n commit(s)</source>
        <translation>
            <numerusform>mindestens %n Commit</numerusform>
            <numerusform>mindestens %n Commits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="118"/>
        <source>%n commit(s)</source>
        <translation>
            <numerusform>%n Commit</numerusform>
            <numerusform>%n Commits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="120"/>
        <source>at least %n contributor(s)</source>
        <translation>
            <numerusform>mindestens %n Mitwirkenden</numerusform>
            <numerusform>mindestens %n Mitwirkende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="122"/>
        <source>%n contributor(s)</source>
        <translation>
            <numerusform>%n Mitwirkenden</numerusform>
            <numerusform>%n Mitwirkende</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="127"/>
        <source>%1 shows %2 on its default branch since %3 (checked %4); the application says %5.</source>
        <translation>%1 zeigt %2 auf dem Standard-Branch seit %3 (geprüft %4); der Antrag nennt %5.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="132"/>
        <source>%1 shows %2 on its default branch since %3 (checked %4); the application gives no number.</source>
        <translation>%1 zeigt %2 auf dem Standard-Branch seit %3 (geprüft %4); der Antrag nennt keine Zahl.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="142"/>
        <source>Mismatch: fewer than the %1 the application claims, and below the form&apos;s minimum of %2.</source>
        <translation>Abweichung: weniger als die im Antrag genannten %1 und unter dem Mindestwert des Formulars von %2.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="148"/>
        <source>Mismatch: fewer than the %1 the application claims.</source>
        <translation>Abweichung: weniger als die im Antrag genannten %1.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="153"/>
        <source>Mismatch: below the form&apos;s minimum of %1.</source>
        <translation>Abweichung: unter dem Mindestwert des Formulars von %1.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="157"/>
        <source>Other repositories or branches may account for it.</source>
        <translation>Andere Repositories oder Branches können das erklären.</translation>
    </message>
</context>
<context>
    <name>acp::AddressPolicy</name>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="145"/>
        <source>a public address</source>
        <translation>eine öffentliche Adresse</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="147"/>
        <source>an unspecified address (it reaches this computer)</source>
        <translation>eine unspezifizierte Adresse (sie erreicht diesen Computer)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="149"/>
        <source>a loopback address (this computer)</source>
        <translation>eine Loopback-Adresse (dieser Computer)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="151"/>
        <source>a private network address</source>
        <translation>eine Adresse in einem privaten Netzwerk</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="153"/>
        <source>a carrier-grade NAT address</source>
        <translation>eine Carrier-Grade-NAT-Adresse</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="155"/>
        <source>a link-local address</source>
        <translation>eine Link-Local-Adresse</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="157"/>
        <source>a unique-local (private) IPv6 address</source>
        <translation>eine Unique-Local-IPv6-Adresse (privat)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="159"/>
        <source>a multicast address</source>
        <translation>eine Multicast-Adresse</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="161"/>
        <source>a broadcast address</source>
        <translation>eine Broadcast-Adresse</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="163"/>
        <source>a reserved special-purpose address</source>
        <translation>eine reservierte Adresse für besondere Zwecke</translation>
    </message>
</context>
<context>
    <name>acp::ApplicationListModel</name>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="345"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="353"/>
        <source>Application %1</source>
        <translation>Antrag %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="375"/>
        <source>No labels</source>
        <translation>Keine Labels</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="377"/>
        <source>Labels: %1</source>
        <translation>Labels: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="386"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="404"/>
        <source>Updated %1</source>
        <translation>Aktualisiert am %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="443"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="445"/>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="447"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="449"/>
        <source>Checklist</source>
        <translation>Checkliste</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="451"/>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="465"/>
        <source>Reviewed by %1.</source>
        <translation>Geprüft von %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="475"/>
        <source>The reviews differ on %n requirement(s): %1.</source>
        <translation>
            <numerusform>Die Reviews weichen bei %n Anforderung ab: %1.</numerusform>
            <numerusform>Die Reviews weichen bei %n Anforderungen ab: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="479"/>
        <source>The reviews agree.</source>
        <translation>Die Reviews stimmen überein.</translation>
    </message>
</context>
<context>
    <name>acp::ApplicationPane</name>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="82"/>
        <source>Application source</source>
        <translation>Quelltext des Antrags</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="84"/>
        <source>The issue body as Markdown, as the applicant wrote it</source>
        <translation>Der Issue-Text als Markdown, so wie der Antragsteller ihn geschrieben hat</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="99"/>
        <source>Editing…</source>
        <translation>Wird bearbeitet…</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="119"/>
        <source>Drop to add evidence about the whole application</source>
        <translation>Hier ablegen, um einen Nachweis zum gesamten Antrag hinzuzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="308"/>
        <source>Select an application in the list to read it here.</source>
        <translation>Wählen Sie einen Antrag in der Liste aus, um ihn hier zu lesen.</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="521"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="528"/>
        <source>The issue is closed</source>
        <translation>Das Issue ist geschlossen</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="529"/>
        <source>The issue is open</source>
        <translation>Das Issue ist offen</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="533"/>
        <source>Opened by %1 on %2</source>
        <translation>Eröffnet von %1 am %2</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="534"/>
        <source>ghost</source>
        <translation>ghost</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="538"/>
        <source>updated %1</source>
        <translation>aktualisiert %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="539"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n Kommentar</numerusform>
            <numerusform>%n Kommentare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="542"/>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="552"/>
        <source>Opened %1
Updated %2</source>
        <translation>Eröffnet am %1
Aktualisiert am %2</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="558"/>
        <source>Open on GitHub</source>
        <translation>Auf GitHub öffnen</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="613"/>
        <source>Label %1</source>
        <translation>Label %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="630"/>
        <source>Saved %1</source>
        <translation>Gespeichert %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="645"/>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="648"/>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="649"/>
        <source>The note could not be saved: %1</source>
        <translation>Die Notiz konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>acp::ApplicationReportWriter</name>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="46"/>
        <source>%1 of %2 requirements reviewed</source>
        <translation>%1 von %2 Anforderungen geprüft</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="16"/>
        <source>Approved</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="20"/>
        <source>Declined</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="21"/>
        <source>Declined (no vote)</source>
        <translation>Abgelehnt (ohne Abstimmung)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="24"/>
        <source>No vote</source>
        <translation>Keine Abstimmung</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="27"/>
        <source>Vote opened</source>
        <translation>Abstimmung eröffnet</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="32"/>
        <source>Open: no quorum yet</source>
        <translation>Offen: noch kein Quorum</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="36"/>
        <source>Open: passing</source>
        <translation>Offen: Mehrheit dafür</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="37"/>
        <source>Open: failing</source>
        <translation>Offen: keine Mehrheit</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="39"/>
        <source>Passed</source>
        <translation>Mehrheit erreicht</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="40"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="67"/>
        <source>Application #%1</source>
        <translation>Antrag #%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="87"/>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="97"/>
        <source>Submitted</source>
        <translation>Eingereicht</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="99"/>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="133"/>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="103"/>
        <source>Last updated</source>
        <translation>Zuletzt aktualisiert</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="107"/>
        <source>; closed %1</source>
        <translation>; geschlossen %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="111"/>
        <source>Review state</source>
        <translation>Prüfstatus</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="116"/>
        <source>; labels: %1</source>
        <translation>; Labels: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="120"/>
        <source>Requirements</source>
        <translation>Anforderungen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="122"/>
        <source>%1, version %2</source>
        <translation>%1, Version %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="124"/>
        <source>ACP admission requirements</source>
        <translation>ACP-Aufnahmeanforderungen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="129"/>
        <source>Prepared</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="137"/>
        <source>, from the offline cache of %1</source>
        <translation>, aus dem Offline-Cache von %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="159"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="166"/>
        <source>%n comment(s) from the working group</source>
        <translation>
            <numerusform>%n Kommentar der Arbeitsgruppe</numerusform>
            <numerusform>%n Kommentare der Arbeitsgruppe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="168"/>
        <source>%n comment(s) from the submitter</source>
        <translation>
            <numerusform>%n Kommentar des Antragstellers</numerusform>
            <numerusform>%n Kommentare des Antragstellers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="169"/>
        <source>vote: %1</source>
        <translation>Abstimmung: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="194"/>
        <source>Requirement</source>
        <translation>Anforderung</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="175"/>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="195"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="196"/>
        <source>Reviewer&apos;s note and evidence</source>
        <translation>Notiz des Prüfers und Nachweise</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="212"/>
        <source>Checklist</source>
        <translation>Checkliste</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="214"/>
        <source>The requirement set is empty.</source>
        <translation>Der Anforderungskatalog ist leer.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="241"/>
        <source>Answered in: %1</source>
        <translation>Beantwortet in: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="264"/>
        <source>No note.</source>
        <translation>Keine Notiz.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="276"/>
        <source>Evidence about the application as a whole</source>
        <translation>Nachweise zum Antrag als Ganzes</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="280"/>
        <source>Links from sections and comments that name no single requirement.</source>
        <translation>Links aus Abschnitten und Kommentaren, die keine einzelne Anforderung nennen.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="291"/>
        <source>Conversation</source>
        <translation>Gesprächsverlauf</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="293"/>
        <source>No comments besides the vote and the decision.</source>
        <translation>Keine Kommentare außer Abstimmung und Entscheidung.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="297"/>
        <source>Requests and remarks from the working group and the submitter&apos;s answers, oldest first. Long comments are shortened; each links to its full text.</source>
        <translation>Rückfragen und Anmerkungen der Arbeitsgruppe und die Antworten des Antragstellers, älteste zuerst. Lange Kommentare sind gekürzt; jeder verlinkt auf seinen vollständigen Text.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="312"/>
        <source>Submitter&apos;s answer</source>
        <translation>Antwort des Antragstellers</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="312"/>
        <source>Submitter</source>
        <translation>Antragsteller</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="313"/>
        <source>Working group</source>
        <translation>Arbeitsgruppe</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="313"/>
        <source>Other participant</source>
        <translation>Anderer Teilnehmer</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="322"/>
        <source>comment on GitHub</source>
        <translation>Kommentar auf GitHub</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="330"/>
        <source>… shortened; the full comment is on GitHub.</source>
        <translation>… gekürzt; der vollständige Kommentar steht auf GitHub.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="333"/>
        <source>Links in the comment: </source>
        <translation>Links im Kommentar: </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="63"/>
        <source> (alternate %1)</source>
        <translation> (Stellvertreter %1)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="74"/>
        <source>Not voted</source>
        <translation>Nicht abgestimmt</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="81"/>
        <source>Vote</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="84"/>
        <source>No vote has been held on this application.</source>
        <translation>Über diesen Antrag wurde nicht abgestimmt.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="90"/>
        <source>Opened by %1 on %2</source>
        <translation>Eröffnet von %1 am %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="93"/>
        <source>Opened from this workbench</source>
        <translation>Aus dieser Workbench eröffnet</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="96"/>
        <source>; open until %1</source>
        <translation>; offen bis %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="100"/>
        <source>The vote comment</source>
        <translation>Der Abstimmungskommentar</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="102"/>
        <source>The vote comment has not reached GitHub yet.</source>
        <translation>Der Abstimmungskommentar hat GitHub noch nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="112"/>
        <source>Rule: </source>
        <translation>Regel: </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="126"/>
        <source>Standing (the vote is open): </source>
        <translation>Zwischenstand (die Abstimmung läuft): </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="126"/>
        <source>Result: </source>
        <translation>Ergebnis: </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="130"/>
        <source>%1. %2 approve, %3 reject, %4 abstain.</source>
        <translation>%1. Zustimmung: %2, Ablehnung: %3, Enthaltung: %4.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="139"/>
        <source>Not voted yet: %1.</source>
        <translation>Noch nicht abgestimmt: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="143"/>
        <source>The tally was frozen when the decision was recorded (%1); later reactions do not change it.</source>
        <translation>Die Auszählung wurde beim Erfassen der Entscheidung eingefroren (%1); spätere Reaktionen ändern sie nicht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="149"/>
        <source>%n ballot(s) cast after the vote closed: listed, not counted.</source>
        <translation>
            <numerusform>%n Stimme nach dem Ende der Abstimmung abgegeben: aufgeführt, nicht gezählt.</numerusform>
            <numerusform>%n Stimmen nach dem Ende der Abstimmung abgegeben: aufgeführt, nicht gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="166"/>
        <source>Roster frozen when the vote opened</source>
        <translation>Mitgliederliste, eingefroren bei Eröffnung der Abstimmung</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="173"/>
        <source>Organization</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="174"/>
        <source>Representative (alternate)</source>
        <translation>Vertreter (Stellvertreter)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="176"/>
        <source>Ballot</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="202"/>
        <source> (late)</source>
        <translation> (verspätet)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="209"/>
        <source>Not on the roster (non-binding): %1.</source>
        <translation>Nicht auf der Mitgliederliste (nicht bindend): %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="219"/>
        <source>Reasons given with ballots:</source>
        <translation>Mit den Stimmen angegebene Gründe:</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="227"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="228"/>
        <source>%1, %2: “%3”</source>
        <translation>%1, %2: „%3“</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="234"/>
        <source>Other reactions (not ballots): %1.</source>
        <translation>Andere Reaktionen (keine Stimmen): %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="351"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="355"/>
        <source>No decision has been recorded yet.</source>
        <translation>Es wurde noch keine Entscheidung erfasst.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="356"/>
        <source>The application is labelled “%1”; no decision comment was found.</source>
        <translation>Der Antrag hat das Label „%1“; es wurde kein Entscheidungskommentar gefunden.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="363"/>
        <source>Recorded by %1 on %2.  </source>
        <translation>Erfasst von %1 am %2.  </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="366"/>
        <source>The decision comment</source>
        <translation>Der Entscheidungskommentar</translation>
    </message>
</context>
<context>
    <name>acp::AuditLogDialog</name>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="23"/>
        <source>Outbox Audit Log</source>
        <translation>Audit-Protokoll des Postausgangs</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="37"/>
        <source>&amp;Export CSV…</source>
        <translation>Als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="76"/>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="77"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="87"/>
        <source>Export Audit Log</source>
        <translation>Audit-Protokoll exportieren</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="88"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>acp::AuthorTrust</name>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="27"/>
        <source>Working group</source>
        <translation>Arbeitsgruppe</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="29"/>
        <source>Applicant</source>
        <translation>Antragsteller</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="33"/>
        <source>Other participant</source>
        <translation>Anderer Teilnehmer</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="128"/>
        <source>@%1 is the applicant, whose comments never count as the working group&apos;s.</source>
        <translation>@%1 ist der Antragsteller; seine Kommentare gelten nie als Kommentare der Arbeitsgruppe.</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="135"/>
        <source>@%1 is not on the co-chair list.</source>
        <translation>@%1 steht nicht auf der Co-Vorsitz-Liste.</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="138"/>
        <source>The role of @%1 in the repository is not known yet (sync again).</source>
        <translation>Die Rolle von @%1 im Repository ist noch nicht bekannt (erneut synchronisieren).</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="141"/>
        <source>@%1 has no role in the repository (%2).</source>
        <translation>@%1 hat keine Rolle im Repository (%2).</translation>
    </message>
</context>
<context>
    <name>acp::AutomaticCheckView</name>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="104"/>
        <source>checked %1</source>
        <translation>geprüft %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="110"/>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="111"/>
        <source>advisory only</source>
        <translation>nur als Hinweis</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="119"/>
        <source>Looked at:</source>
        <translation>Betrachtet:</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="121"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>acp::AutomaticChecks</name>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="92"/>
        <source>Security policy</source>
        <translation>Sicherheitsrichtlinie</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="94"/>
        <source>Release gap</source>
        <translation>Release-Abstand</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="96"/>
        <source>Working CI</source>
        <translation>Funktionierende CI</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="98"/>
        <source>Package</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="100"/>
        <source>CI relay level</source>
        <translation>CI-Relay-Stufe</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="462"/>
        <source>This version of the workbench does not know the check &quot;%1&quot;.</source>
        <translation>Diese Version der Workbench kennt die Prüfung „%1“ nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="520"/>
        <source>A security policy was found: %1.</source>
        <translation>Eine Sicherheitsrichtlinie wurde gefunden: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="523"/>
        <source>No SECURITY.md in the root, .github/ or docs/ folder of %1.</source>
        <translation>Keine SECURITY.md im Stammverzeichnis oder in den Ordnern .github/ oder docs/ von %1.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="527"/>
        <source>The linked page %1 may describe a security policy; it cannot be verified automatically.</source>
        <translation>Die verlinkte Seite %1 beschreibt möglicherweise eine Sicherheitsrichtlinie; das lässt sich nicht automatisch prüfen.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="532"/>
        <source>Could not look for a security policy: %1.</source>
        <translation>Nach einer Sicherheitsrichtlinie konnte nicht gesucht werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="534"/>
        <source>No GitHub repository or security policy page is linked.</source>
        <translation>Es ist kein GitHub-Repository und keine Seite mit einer Sicherheitsrichtlinie verlinkt.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="536"/>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="614"/>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="817"/>
        <source>The linked repositories have not been fetched yet.</source>
        <translation>Die verlinkten Repositorys wurden noch nicht abgerufen.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="545"/>
        <source>No GitHub repository or releases page of the platform is linked.</source>
        <translation>Es ist kein GitHub-Repository und keine Release-Seite der Plattform verlinkt.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="606"/>
        <source>No release was found in %1.</source>
        <translation>In %1 wurde kein Release gefunden.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="609"/>
        <source>%1 could not be fetched.</source>
        <translation>%1 konnte nicht abgerufen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="611"/>
        <source>The platform&apos;s releases could not be fetched from %1.</source>
        <translation>Die Releases der Plattform konnten nicht von %1 abgerufen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="619"/>
        <source>PyTorch&apos;s releases could not be fetched%1, so the platform&apos;s latest release %2 was not compared.</source>
        <translation>Die Releases von PyTorch konnten nicht abgerufen werden%1, daher wurde das neueste Release %2 der Plattform nicht verglichen.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="637"/>
        <source>The latest release %1 of %2 names no version number to compare with PyTorch %3.</source>
        <translation>Das neueste Release %1 von %2 nennt keine Versionsnummer, die sich mit PyTorch %3 vergleichen ließe.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="646"/>
        <source>The latest release %1 of %2 (%3) is numbered %4, which does not follow PyTorch&apos;s versions (PyTorch %5).</source>
        <translation>Das neueste Release %1 von %2 (%3) hat die Nummer %4, die nicht den Versionen von PyTorch folgt (PyTorch %5).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="654"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5: more than three.</source>
        <translation>
            <numerusform>Das neueste Release %1 von %2 (%3) folgt PyTorch %4, %n Minor-Version hinter PyTorch %5: mehr als drei.</numerusform>
            <numerusform>Das neueste Release %1 von %2 (%3) folgt PyTorch %4, %n Minor-Versionen hinter PyTorch %5: mehr als drei.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="660"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5 (at most three are allowed).</source>
        <translation>
            <numerusform>Das neueste Release %1 von %2 (%3) folgt PyTorch %4, %n Minor-Version hinter PyTorch %5 (höchstens drei sind zulässig).</numerusform>
            <numerusform>Das neueste Release %1 von %2 (%3) folgt PyTorch %4, %n Minor-Versionen hinter PyTorch %5 (höchstens drei sind zulässig).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="666"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, PyTorch&apos;s latest release is %5.</source>
        <translation>Das neueste Release %1 von %2 (%3) folgt PyTorch %4; das neueste Release von PyTorch ist %5.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="716"/>
        <source>%1 lists no release file that is not yanked.</source>
        <translation>%1 führt keine Release-Datei, die nicht zurückgezogen (yanked) ist.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="721"/>
        <source>PyTorch&apos;s releases could not be fetched, so the newest file on %1, %2, was not compared.</source>
        <translation>Die Releases von PyTorch konnten nicht abgerufen werden; die neueste Datei auf %1, %2, wurde daher nicht verglichen.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="729"/>
        <source>The newest file on %1, %2, is numbered in a way that does not follow PyTorch&apos;s versions (PyTorch %3).</source>
        <translation>Die neueste Datei auf %1, %2, ist so nummeriert, dass sie nicht den Versionen von PyTorch folgt (PyTorch %3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="739"/>
        <source>The newest file on %1, %2, follows PyTorch %3, %n minor version(s) behind PyTorch %4: more than three.</source>
        <translation>
            <numerusform>Die neueste Datei auf %1, %2, folgt PyTorch %3, %n Minor-Version hinter PyTorch %4: mehr als drei.</numerusform>
            <numerusform>Die neueste Datei auf %1, %2, folgt PyTorch %3, %n Minor-Versionen hinter PyTorch %4: mehr als drei.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="745"/>
        <source>The newest file on %1, %2, follows PyTorch %3, %n minor version(s) behind PyTorch %4 (at most three are allowed).</source>
        <translation>
            <numerusform>Die neueste Datei auf %1, %2, folgt PyTorch %3, %n Minor-Version hinter PyTorch %4 (höchstens drei sind erlaubt).</numerusform>
            <numerusform>Die neueste Datei auf %1, %2, folgt PyTorch %3, %n Minor-Versionen hinter PyTorch %4 (höchstens drei sind erlaubt).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="751"/>
        <source>The newest file on %1, %2, follows PyTorch %3; PyTorch&apos;s latest release is %4.</source>
        <translation>Die neueste Datei auf %1, %2, folgt PyTorch %3; das neueste Release von PyTorch ist %4.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="762"/>
        <source>No GitHub repository or workflow is linked.</source>
        <translation>Es ist kein GitHub-Repository und kein Workflow verlinkt.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="796"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="818"/>
        <source>Could not look at the workflow runs of %1.</source>
        <translation>Die Workflow-Läufe von %1 konnten nicht abgerufen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="824"/>
        <source>No recent workflow runs on the default branch of %1.</source>
        <translation>Keine aktuellen Workflow-Läufe auf dem Standard-Branch von %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="843"/>
        <source>None of the %n recent workflow run(s) of %1 finished with success or failure.</source>
        <translation>
            <numerusform>Der %n aktuelle Workflow-Lauf von %1 endete weder mit Erfolg noch mit Fehlschlag.</numerusform>
            <numerusform>Keiner der %n aktuellen Workflow-Läufe von %1 endete mit Erfolg oder Fehlschlag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="852"/>
        <source>%1 of %n finished run(s) succeeded</source>
        <translation>
            <numerusform>%1 von %n abgeschlossenen Lauf erfolgreich</numerusform>
            <numerusform>%1 von %n abgeschlossenen Läufen erfolgreich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="855"/>
        <source>All %n recent finished workflow run(s) of %1 failed (latest %2).</source>
        <translation>
            <numerusform>Der %n aktuelle abgeschlossene Workflow-Lauf von %1 ist fehlgeschlagen (zuletzt %2).</numerusform>
            <numerusform>Alle %n aktuellen abgeschlossenen Workflow-Läufe von %1 sind fehlgeschlagen (zuletzt %2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="861"/>
        <source>The latest workflow run of %1 (%2) failed; %3.</source>
        <translation>Der letzte Workflow-Lauf von %1 (%2) ist fehlgeschlagen; %3.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="864"/>
        <source>The latest workflow run of %1 (%2) succeeded, but only %3.</source>
        <translation>Der letzte Workflow-Lauf von %1 (%2) war erfolgreich, aber nur %3.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="869"/>
        <source>The latest workflow run of %1 (%2) succeeded; %3.</source>
        <translation>Der letzte Workflow-Lauf von %1 (%2) war erfolgreich; %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="882"/>
        <source>The latest run was %n day(s) before the data was fetched.</source>
        <translation>
            <numerusform>Der letzte Lauf lag %n Tag vor dem Abruf der Daten.</numerusform>
            <numerusform>Der letzte Lauf lag %n Tage vor dem Abruf der Daten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="891"/>
        <source>No package index or download page is linked.</source>
        <translation>Es ist kein Paketindex und keine Download-Seite verlinkt.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="905"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="909"/>
        <source>The linked pages have not been fetched yet.</source>
        <translation>Die verlinkten Seiten wurden noch nicht abgerufen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="912"/>
        <source>The linked page(s) answer: %1.</source>
        <translation>
            <numerusform>Die verlinkte Seite antwortet: %1.</numerusform>
            <numerusform>Die verlinkten Seiten antworten: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="916"/>
        <source>%1 answer(s), but %2 did not.</source>
        <translation>
            <numerusform>%1 antwortet, aber %2 nicht.</numerusform>
            <numerusform>%1 antworten, aber %2 nicht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="920"/>
        <source>None of the linked pages answers: %1.</source>
        <translation>Keine der verlinkten Seiten antwortet: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="932"/>
        <source>In-tree: not applicable. The application says the platform is developed in PyTorch&apos;s own tree; the CI relay lists downstream repositories only.</source>
        <translation>In-Tree: nicht zutreffend. Laut Antrag wird die Plattform im PyTorch-Quellbaum selbst entwickelt; das CI-Relay führt nur Downstream-Repositories.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="939"/>
        <source>No GitHub repository or HUD page of the platform is linked.</source>
        <translation>Es ist kein GitHub-Repository und keine HUD-Seite der Plattform verlinkt.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="951"/>
        <source>PyTorch&apos;s CI relay allowlist (%1) could not be fetched: %2.</source>
        <translation>Die Allowlist des PyTorch-CI-Relays (%1) konnte nicht abgerufen werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="954"/>
        <source>PyTorch&apos;s CI relay allowlist has not been fetched yet.</source>
        <translation>Die Allowlist des PyTorch-CI-Relays wurde noch nicht abgerufen.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="963"/>
        <source>PyTorch&apos;s CI relay allowlist (%1, as of %2) names no level from L1 to L4; its format may have changed.</source>
        <translation>Die Allowlist des PyTorch-CI-Relays (%1, Stand %2) nennt keine Stufe von L1 bis L4; ihr Format hat sich vielleicht geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="980"/>
        <source>Not on PyTorch&apos;s CI relay allowlist (as of %1): %2. No HUD page shows the results.</source>
        <translation>Nicht auf der Allowlist des PyTorch-CI-Relays (Stand %1): %2. Keine HUD-Seite zeigt die Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="989"/>
        <source>%1 is at %2 on PyTorch&apos;s CI relay (allowlist as of %3): its results have a HUD page, %4.</source>
        <translation>%1 ist auf Stufe %2 des PyTorch-CI-Relays (Allowlist Stand %3): Die Ergebnisse haben eine HUD-Seite, %4.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="994"/>
        <source>%1 is at %2 on PyTorch&apos;s CI relay (allowlist as of %3): it receives PyTorch&apos;s events, but its results are on no HUD page yet; dedicated HUD pages need L2 or higher.</source>
        <translation>%1 ist auf Stufe %2 des PyTorch-CI-Relays (Allowlist Stand %3): Es erhält die Ereignisse von PyTorch, aber seine Ergebnisse stehen noch auf keiner HUD-Seite; eigene HUD-Seiten gibt es ab L2.</translation>
    </message>
</context>
<context>
    <name>acp::BallotReasons</name>
    <message>
        <location filename="../src/core/voting/BallotReasons.cpp" line="132"/>
        <source>A ballot needs a reason (Preferences: Voting).</source>
        <translation>Eine Stimme braucht eine Begründung (Einstellungen: Abstimmung).</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotReasons.cpp" line="135"/>
        <source>A reason is at most %1 characters; this one has %2.</source>
        <translation>Eine Begründung hat höchstens %1 Zeichen; diese hat %2.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotReasons.cpp" line="141"/>
        <source>A reason cannot contain &quot;acp-workbench:&quot;, the workbench&apos;s hidden markers.</source>
        <translation>Eine Begründung darf „acp-workbench:“ nicht enthalten, die versteckten Markierungen der Workbench.</translation>
    </message>
</context>
<context>
    <name>acp::BallotSender</name>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="59"/>
        <source>GitHub answered HTTP %1.</source>
        <translation>GitHub antwortete mit HTTP %1.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="170"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="202"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="555"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="772"/>
        <source>The connection to GitHub was closed.</source>
        <translation>Die Verbindung zu GitHub wurde geschlossen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="325"/>
        <source>Replaced by a later ballot.</source>
        <translation>Durch eine spätere Stimme ersetzt.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="340"/>
        <source>#%1 is gone from GitHub; the ballot was not sent.</source>
        <translation>#%1 ist auf GitHub nicht mehr vorhanden; die Stimme wurde nicht gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="350"/>
        <source>The vote on #%1 is no longer open; the ballot was not sent.</source>
        <translation>Die Abstimmung zu #%1 ist nicht mehr offen; die Stimme wurde nicht gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="362"/>
        <source>The comment this ballot was cast on is not the vote comment of #%1 the workbench trusts; the ballot was not sent.</source>
        <translation>Der Kommentar, auf dem diese Stimme abgegeben wurde, ist nicht der Abstimmungskommentar zu #%1, dem die Workbench vertraut; die Stimme wurde nicht gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="383"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="429"/>
        <source>The vote comment of #%1 no longer exists; the ballot was not sent.</source>
        <translation>Der Abstimmungskommentar von #%1 existiert nicht mehr; die Stimme wurde nicht gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="396"/>
        <source>The comment this ballot was cast on is no longer a vote comment of #%1; the ballot was not sent.</source>
        <translation>Der Kommentar, auf dem diese Stimme abgegeben wurde, ist kein Abstimmungskommentar zu #%1 mehr; die Stimme wurde nicht gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="400"/>
        <source>The comment this ballot was cast on is not trusted (%1); the ballot was not sent.</source>
        <translation>Der Kommentar, auf dem diese Stimme abgegeben wurde, ist nicht vertrauenswürdig (%1); die Stimme wurde nicht gesendet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/BallotSender.cpp" line="457"/>
        <source>the reactions on the vote comment changed while each of %n reads of them was under way; the ballot was not sent yet.</source>
        <translation>
            <numerusform>die Reaktionen auf den Abstimmungskommentar haben sich während des Lesens geändert (%n Lesevorgang); die Stimme wurde noch nicht gesendet.</numerusform>
            <numerusform>die Reaktionen auf den Abstimmungskommentar haben sich während jedes der %n Lesevorgänge geändert; die Stimme wurde noch nicht gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="580"/>
        <source>#%1 is gone from GitHub; the ballot&apos;s reason was not posted.</source>
        <translation>#%1 ist nicht mehr auf GitHub; die Begründung der Stimme wurde nicht veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="627"/>
        <source>The ballot is cast; its reason could not be posted: %1</source>
        <translation>Die Stimme ist abgegeben; ihre Begründung konnte nicht veröffentlicht werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="671"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="685"/>
        <source>Ballot on #%1: %2</source>
        <translation>Stimme zu #%1: %2</translation>
    </message>
</context>
<context>
    <name>acp::BarChart</name>
    <message>
        <location filename="../src/ui/charts/BarChart.cpp" line="191"/>
        <source>The chart could not be encoded as PNG.</source>
        <translation>Das Diagramm konnte nicht als PNG kodiert werden.</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/BarChart.cpp" line="200"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>acp::ChartView</name>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="41"/>
        <source>Export as &amp;PNG…</source>
        <translation>Als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="43"/>
        <source>Save the chart as a PNG picture</source>
        <translation>Das Diagramm als PNG-Bild speichern</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="45"/>
        <source>Export as &amp;SVG…</source>
        <translation>Als &amp;SVG exportieren…</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="47"/>
        <source>Save the chart as an SVG drawing, to scale without blur</source>
        <translation>Das Diagramm als SVG-Zeichnung speichern, ohne Unschärfe skalierbar</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="53"/>
        <location filename="../src/ui/charts/ChartView.cpp" line="139"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="128"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="128"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>acp::Checklist</name>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="193"/>
        <source>%1 of %2 checked</source>
        <translation>%1 von %2 angekreuzt</translation>
    </message>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="198"/>
        <source>%1; not checked: %2</source>
        <translation>%1; nicht angekreuzt: %2</translation>
    </message>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="206"/>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="452"/>
        <source>The form has no field for this; look in the thread or the repository.</source>
        <translation>Das Formular hat dafür kein Feld; suchen Sie im Verlauf oder im Repository.</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistActions</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="16"/>
        <source>Ne&amp;xt Requirement</source>
        <translation>Nächste &amp;Anforderung</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="18"/>
        <source>Go to the next requirement (J or Ctrl+Down)</source>
        <translation>Zur nächsten Anforderung wechseln (J oder Ctrl+Down)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="20"/>
        <source>Pre&amp;vious Requirement</source>
        <translation>&amp;Vorherige Anforderung</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="23"/>
        <source>Go to the previous requirement (K or Ctrl+Up)</source>
        <translation>Zur vorherigen Anforderung wechseln (K oder Ctrl+Up)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="25"/>
        <source>&amp;Edit Reviewer Note</source>
        <translation>Prüfernotiz &amp;bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="27"/>
        <source>Write the note of the selected requirement (E; Esc returns to the list)</source>
        <translation>Die Notiz der ausgewählten Anforderung schreiben (E; Esc kehrt zur Liste zurück)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="30"/>
        <source>&amp;Paste as Evidence</source>
        <translation>Als Nachweis einfü&amp;gen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="32"/>
        <source>Add the clipboard (a link, text, file or image) to the selected requirement as an evidence note</source>
        <translation>Den Inhalt der Zwischenablage (Link, Text, Datei oder Bild) als Nachweisnotiz zur ausgewählten Anforderung hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="35"/>
        <source>Add &amp;Link…</source>
        <translation>Lin&amp;k hinzufügen…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="36"/>
        <source>Add a web address as evidence</source>
        <translation>Eine Webadresse als Nachweis hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="38"/>
        <source>Add &amp;Text…</source>
        <translation>&amp;Text hinzufügen…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="39"/>
        <source>Add a text snippet as evidence</source>
        <translation>Einen Textausschnitt als Nachweis hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="41"/>
        <source>Add &amp;Files…</source>
        <translation>&amp;Dateien hinzufügen…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="42"/>
        <source>Copy files into the workspace as evidence</source>
        <translation>Dateien als Nachweis in den Arbeitsbereich kopieren</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="57"/>
        <source>Mark as &amp;Met</source>
        <translation>Als &amp;erfüllt markieren</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="60"/>
        <source>Mark as &amp;Gap</source>
        <translation>Als &amp;Lücke markieren</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="63"/>
        <source>Mark as Needs &amp;Judgment</source>
        <translation>Als Ermessens&amp;frage markieren</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="66"/>
        <source>Mark as &amp;Not Applicable</source>
        <translation>Als &amp;nicht zutreffend markieren</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="69"/>
        <source>Mark as &amp;Unreviewed</source>
        <translation>Als &amp;ungeprüft markieren</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="74"/>
        <source>Set the selected requirement to %1 (%2)</source>
        <translation>Die ausgewählte Anforderung auf %1 setzen (%2)</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistEditor</name>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="33"/>
        <source>Unknown requirement “%1”; the requirements are: %2.</source>
        <translation>Unbekannte Anforderung „%1“; die Anforderungen sind: %2.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="54"/>
        <source>The requirement %1 cannot be “%2”; its statuses are: %3.</source>
        <translation>Die Anforderung %1 kann nicht „%2“ sein; ihre Status sind: %3.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="75"/>
        <source>The status could not be saved: %1</source>
        <translation>Der Status konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="87"/>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="99"/>
        <source>The note could not be saved: %1</source>
        <translation>Die Notiz konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="112"/>
        <source>The checklist could not be saved: %1</source>
        <translation>Die Checkliste konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="154"/>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="169"/>
        <source>The evidence note no longer exists.</source>
        <translation>Die Nachweisnotiz existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="161"/>
        <source>The evidence note could not be saved: %1</source>
        <translation>Die Nachweisnotiz konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="173"/>
        <source>The evidence note could not be deleted: %1</source>
        <translation>Die Nachweisnotiz konnte nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="182"/>
        <source>The evidence note could not be restored: %1</source>
        <translation>Die Nachweisnotiz konnte nicht wiederhergestellt werden: %1</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistModel</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="12"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="543"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="622"/>
        <source>the application</source>
        <translation>dem Antrag</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="386"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="476"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="501"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="576"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="612"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="699"/>
        <source>No application is shown.</source>
        <translation>Es wird kein Antrag angezeigt.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="424"/>
        <source>@%1: %2 (%3)</source>
        <translation>@%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="434"/>
        <source>The reviews differ here.</source>
        <translation>Die Reviews weichen hier ab.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="448"/>
        <source>@%1&apos;s review says nothing about this requirement.</source>
        <translation>Das Review von @%1 sagt nichts zu dieser Anforderung.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="451"/>
        <source>_Adopted from @%1&apos;s review of %2._</source>
        <translation>_Übernommen aus dem Review von @%1 vom %2._</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="462"/>
        <source>Adopt @%1&apos;s review</source>
        <translation>Review von @%1 übernehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="549"/>
        <source>Add a link to %1</source>
        <translation>Link zu %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="552"/>
        <source>Add a text to %1</source>
        <translation>Text zu %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="555"/>
        <source>Add a file to %1</source>
        <translation>Datei zu %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="558"/>
        <source>Add an image to %1</source>
        <translation>Bild zu %1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="562"/>
        <source>Add %n evidence note(s) to %1</source>
        <translation>
            <numerusform>%n Nachweisnotiz zu %1 hinzufügen</numerusform>
            <numerusform>%n Nachweisnotizen zu %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="580"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="616"/>
        <source>The evidence note no longer exists.</source>
        <translation>Die Nachweisnotiz existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="593"/>
        <source>Include a note in the report</source>
        <translation>Notiz in den Bericht aufnehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="594"/>
        <source>Leave a note out of the report</source>
        <translation>Notiz aus dem Bericht herausnehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="597"/>
        <source>Include a note in the request for information</source>
        <translation>Notiz in die Informationsanforderung aufnehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="598"/>
        <source>Leave a note out of the request for information</source>
        <translation>Notiz aus der Informationsanforderung herausnehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="600"/>
        <source>Move an evidence note</source>
        <translation>Nachweisnotiz verschieben</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="602"/>
        <source>Edit an evidence note</source>
        <translation>Nachweisnotiz bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="626"/>
        <source>Delete an evidence note from %1</source>
        <translation>Nachweisnotiz von %1 löschen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="635"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="660"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="677"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="715"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="732"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="753"/>
        <source>No workspace is open.</source>
        <translation>Es ist kein Arbeitsbereich geöffnet.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="908"/>
        <source>%1 requirements: %2</source>
        <translation>Anforderungen (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="915"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="950"/>
        <source>Whole application</source>
        <translation>Gesamter Antrag</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="953"/>
        <source>Evidence about the application as a whole: links from sections that answer no requirement and from comments that name none, and notes dropped onto the application.</source>
        <translation>Nachweise zum Antrag als Ganzes: Links aus Abschnitten, die keine Anforderung beantworten, und aus Kommentaren, die keine nennen, sowie auf den Antrag abgelegte Notizen.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="958"/>
        <source>Whole application: %1</source>
        <translation>Gesamter Antrag: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="959"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1020"/>
        <source>%n evidence item(s)</source>
        <translation>
            <numerusform>%n Nachweis</numerusform>
            <numerusform>%n Nachweise</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="970"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1062"/>
        <source>%1 from the application, %2 of yours</source>
        <translation>%1 aus dem Antrag, %2 von Ihnen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="971"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1063"/>
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Link</numerusform>
            <numerusform>%n Links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="972"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1064"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n Notiz</numerusform>
            <numerusform>%n Notizen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1018"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1042"/>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1044"/>
        <source>Set %1</source>
        <translation>Gesetzt am %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1048"/>
        <source>Keys: 1 met, 2 gap, 3 needs judgment, 4 not applicable, 0 unreviewed</source>
        <translation>Tasten: 1 erfüllt, 2 Lücke, 3 Ermessensfrage, 4 nicht zutreffend, 0 ungeprüft</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1109"/>
        <source>Requirement</source>
        <translation>Anforderung</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1111"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1113"/>
        <source>Evidence</source>
        <translation>Nachweise</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistPane</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="63"/>
        <source>Keys: 1 met, 2 gap, 3 needs judgment, 4 not applicable, 0 unreviewed; J and K move to the next and previous requirement; E edits the note. Drop links, text, files or images onto a requirement.</source>
        <translation>Tasten: 1 erfüllt, 2 Lücke, 3 Ermessensfrage, 4 nicht zutreffend, 0 ungeprüft; J und K wechseln zur nächsten und vorherigen Anforderung; E bearbeitet die Notiz. Ziehen Sie Links, Text, Dateien oder Bilder auf eine Anforderung.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="78"/>
        <source>Automatic checks</source>
        <translation>Automatische Prüfungen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="80"/>
        <source>Advisory only: they never set a status. Each says what it looked at and when; hover for the addresses.</source>
        <translation>Nur als Hinweis: Sie setzen nie einen Status. Jede nennt, was sie geprüft hat und wann; zeigen Sie mit der Maus darauf, um die Adressen zu sehen.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="89"/>
        <source>Pri&amp;vate</source>
        <translation>Pri&amp;vat</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="91"/>
        <source>Keep this note on this computer: a published review leaves it out</source>
        <translation>Diese Notiz auf diesem Computer behalten: ein veröffentlichtes Review lässt sie weg</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="114"/>
        <source>Adopted @%1&apos;s review; Ctrl+Z undoes it.</source>
        <translation>Review von @%1 übernommen; Strg+Z macht es rückgängig.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="178"/>
        <source>Hide the reviewer guidance</source>
        <translation>Hinweise für Prüfer ausblenden</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="179"/>
        <source>Show the reviewer guidance</source>
        <translation>Hinweise für Prüfer anzeigen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="190"/>
        <source>Select an application to review it against the admission requirements.</source>
        <translation>Wählen Sie einen Antrag aus, um ihn anhand der Aufnahmeanforderungen zu prüfen.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="257"/>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="258"/>
        <source>Mark as %1</source>
        <translation>Als %1 markieren</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="347"/>
        <source>Requirement details</source>
        <translation>Details der Anforderung</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="462"/>
        <source>%1 of %2 reviewed · %3</source>
        <translation>%1 von %2 geprüft · %3</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="582"/>
        <source>Read the official requirement</source>
        <translation>Die offizielle Anforderung lesen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="602"/>
        <source>No section of the form answers this requirement.</source>
        <translation>Kein Abschnitt des Formulars beantwortet diese Anforderung.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="605"/>
        <source>Answered in %1</source>
        <translation>Beantwortet in %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="613"/>
        <source>Drop links, text, files or images here to add them to %1, or paste with Ctrl+V.</source>
        <translation>Ziehen Sie Links, Text, Dateien oder Bilder hierher, um sie zu %1 hinzuzufügen, oder fügen Sie sie mit Ctrl+V ein.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="617"/>
        <source>Whole application</source>
        <translation>Gesamter Antrag</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="619"/>
        <source>Evidence about the application as a whole: links from sections that answer no requirement and from comments that name none, and the notes you add here or drop onto the application.</source>
        <translation>Nachweise zum Antrag als Ganzes: Links aus Abschnitten, die keine Anforderung beantworten, und aus Kommentaren, die keine nennen, sowie die Notizen, die Sie hier hinzufügen oder auf den Antrag ablegen.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="628"/>
        <source>Drop links, text, files or images here to add them to the application as a whole, or paste with Ctrl+V.</source>
        <translation>Ziehen Sie Links, Text, Dateien oder Bilder hierher, um sie dem Antrag als Ganzes hinzuzufügen, oder fügen Sie sie mit Ctrl+V ein.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="659"/>
        <source>Written from the form %1.</source>
        <translation>Ausgefüllt mit dem Formular %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="786"/>
        <source>Select a requirement to set its status.</source>
        <translation>Wählen Sie eine Anforderung aus, um ihren Status zu setzen.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="795"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStatus</name>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="46"/>
        <source>Unreviewed</source>
        <translation>Ungeprüft</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="48"/>
        <source>Met</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="50"/>
        <source>Gap</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="52"/>
        <source>Needs judgment</source>
        <translation>Ermessensfrage</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="54"/>
        <source>Not applicable</source>
        <translation>Nicht zutreffend</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStore</name>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="179"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="244"/>
        <source>A checklist entry needs an application and a requirement.</source>
        <translation>Ein Checklisteneintrag braucht einen Antrag und eine Anforderung.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="261"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="384"/>
        <source>An evidence note needs an application.</source>
        <translation>Eine Nachweisnotiz braucht einen Antrag.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="295"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="498"/>
        <source>Only http and https addresses can be added as links; %1 is not one.</source>
        <translation>Nur http- und https-Adressen können als Links hinzugefügt werden; %1 ist keine.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="312"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="503"/>
        <source>An empty text cannot be added as evidence.</source>
        <translation>Ein leerer Text kann nicht als Nachweis hinzugefügt werden.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="316"/>
        <source>The text is too long to be a note (%1 characters; at most %2). Add it as a file instead.</source>
        <translation>Der Text ist für eine Notiz zu lang (%1 Zeichen; höchstens %2). Fügen Sie ihn stattdessen als Datei hinzu.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="338"/>
        <source>The file %1 does not exist.</source>
        <translation>Die Datei %1 existiert nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="342"/>
        <source>%1 is not a regular file; only files can be added as evidence.</source>
        <translation>%1 ist keine reguläre Datei; nur Dateien können als Nachweis hinzugefügt werden.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="347"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="365"/>
        <source>%1 is %2; evidence files can be at most %3.</source>
        <translation>%1 ist %2 groß; Nachweisdateien dürfen höchstens %3 groß sein.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="353"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="407"/>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="380"/>
        <source>Only file and image notes hold files.</source>
        <translation>Nur Datei- und Bildnotizen enthalten Dateien.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="389"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="453"/>
        <source>The folder %1 could not be created.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="398"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="422"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="427"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="461"/>
        <source>The evidence file could not be stored: %1</source>
        <translation>Die Nachweisdatei konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="416"/>
        <source>%1 is larger than %2, the limit for evidence files.</source>
        <translation>%1 ist größer als %2, die Obergrenze für Nachweisdateien.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="490"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="526"/>
        <source>The evidence note no longer exists.</source>
        <translation>Die Nachweisnotiz existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="493"/>
        <source>An evidence note cannot change its kind.</source>
        <translation>Eine Nachweisnotiz kann ihre Art nicht ändern.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="544"/>
        <source>The evidence note cannot be restored: it has no id or application.</source>
        <translation>Die Nachweisnotiz kann nicht wiederhergestellt werden: Sie hat keine ID oder keinen Antrag.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="553"/>
        <source>The file of the evidence note %1 is no longer in the workspace&apos;s data folder.</source>
        <translation>Die Datei der Nachweisnotiz %1 ist nicht mehr im Datenordner des Arbeitsbereichs.</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="672"/>
        <source>The file of the evidence note %1 is not opened: its stored location leads outside the workspace&apos;s files folder.</source>
        <translation>Die Datei der Nachweisnotiz %1 wird nicht geöffnet: Ihr gespeicherter Pfad führt aus dem Dateiordner des Arbeitsbereichs hinaus.</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStyle</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="28"/>
        <source>Functional</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="29"/>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="257"/>
        <source>%1 met</source>
        <translation>%1 erfüllt</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="260"/>
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n Lücke</numerusform>
            <numerusform>%n Lücken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="263"/>
        <source>%1 to judge</source>
        <translation>%1 zu beurteilen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="266"/>
        <source>%1 not applicable</source>
        <translation>%1 nicht zutreffend</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="269"/>
        <source>%1 unreviewed</source>
        <translation>%1 ungeprüft</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="280"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="284"/>
        <source>%1 of %2 reviewed: %3</source>
        <translation>%1 von %2 geprüft: %3</translation>
    </message>
</context>
<context>
    <name>acp::CiRelayAllowlist</name>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="72"/>
        <source>L1 (onboarding)</source>
        <translation>L1 (Onboarding)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="74"/>
        <source>L2 (observation)</source>
        <translation>L2 (Beobachtung)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="76"/>
        <source>L3 (stable)</source>
        <translation>L3 (stabil)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="78"/>
        <source>L4 (mature)</source>
        <translation>L4 (ausgereift)</translation>
    </message>
</context>
<context>
    <name>acp::CommandLine</name>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="76"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="90"/>
        <source>%1/%2 reviewed</source>
        <translation>%1/%2 geprüft</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="102"/>
        <source>in “%1”</source>
        <translation>in „%1“</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="105"/>
        <source>comment by %1, %2</source>
        <translation>Kommentar von %1, %2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="199"/>
        <source>Environment tokens go only where they belong, as with the GitHub CLI: GH_TOKEN and GITHUB_TOKEN to github.com and NAME.ghe.com only, GH_ENTERPRISE_TOKEN (else GITHUB_ENTERPRISE_TOKEN) to every other host; the keychain and gh are asked per host. A token from the environment is never sent over plain http, not even to this computer, unless --allow-insecure-http-token is given.</source>
        <translation>Tokens aus der Umgebung gehen nur dorthin, wohin sie gehören, wie bei der GitHub CLI: GH_TOKEN und GITHUB_TOKEN nur an github.com und NAME.ghe.com, GH_ENTERPRISE_TOKEN (sonst GITHUB_ENTERPRISE_TOKEN) an jeden anderen Host; der Schlüsselbund des Systems und gh werden für jeden Host einzeln gefragt. Ein Token aus der Umgebung wird nie über unverschlüsseltes http gesendet, auch nicht an diesen Computer, außer mit --allow-insecure-http-token.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="206"/>
        <source>Whose comments open, count and decide votes:
  co-chairs [--json]  the co-chair list (empty: the repository&apos;s owners, members
                    and collaborators); co-chairs set LOGIN... (only these
                    logins), co-chairs clear</source>
        <translation>Wessen Kommentare Abstimmungen eröffnen, auszählen und entscheiden:
  co-chairs [--json]  die Co-Vorsitz-Liste (leer: Inhaber, Mitglieder und
                    Mitwirkende des Repositorys); co-chairs set LOGIN... (nur
                    diese Logins), co-chairs clear</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="215"/>
        <source>The workspace database file.</source>
        <translation>Die Datenbankdatei des Arbeitsbereichs.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="216"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="230"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="236"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="242"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="248"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="307"/>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="219"/>
        <source>The GitHub API address (default https://api.github.com).</source>
        <translation>Die Adresse der GitHub-API (Standard: https://api.github.com).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="220"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="223"/>
        <source>The repository (default pytorch-fdn/additional-compute-platforms).</source>
        <translation>Das Repository (Standard: pytorch-fdn/additional-compute-platforms).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="224"/>
        <source>OWNER/NAME</source>
        <translation>INHABER/NAME</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="227"/>
        <source>The requirement definition file (JSON) for this run, instead of the one chosen in the settings; an empty value means the built-in one.</source>
        <translation>Die Datei mit der Anforderungsdefinition (JSON) für diesen Aufruf, statt der in den Einstellungen gewählten; ein leerer Wert bedeutet die integrierte Definition.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="233"/>
        <source>The label mapping file (JSON) for this run, instead of the one chosen in the settings; an empty value means the settings&apos; label names.</source>
        <translation>Die Label-Zuordnungsdatei (JSON) für diesen Lauf statt der in den Einstellungen gewählten; ein leerer Wert bedeutet die Label-Namen der Einstellungen.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="239"/>
        <source>The voting eligibility rule file (JSON) for this run, instead of the one chosen in the settings; an empty value means the built-in rule.</source>
        <translation>Die Datei mit der Regel für die Stimmberechtigung (JSON) für diesen Lauf statt der in den Einstellungen gewählten; ein leerer Wert bedeutet die eingebaute Regel.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="245"/>
        <source>Also trust the certificate authorities in this PEM file, for a GitHub Enterprise Server whose certificate a private authority signed.</source>
        <translation>Zusätzlich den Zertifizierungsstellen in dieser PEM-Datei vertrauen, für einen GitHub Enterprise Server, dessen Zertifikat eine private Zertifizierungsstelle signiert hat.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="251"/>
        <source>DANGEROUS: send the token from the environment to a plain http:// API address, readable by anyone on the way. Only for a test server on this computer.</source>
        <translation>GEFÄHRLICH: Das Token aus der Umgebung an eine unverschlüsselte http://-API-Adresse senden, wo es jeder auf dem Übertragungsweg mitlesen kann. Nur für einen Testserver auf diesem Computer.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="256"/>
        <source>Open the bundled demo workspace (no network).</source>
        <translation>Den mitgelieferten Demo-Arbeitsbereich öffnen (ohne Netzwerk).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="258"/>
        <source>Print machine-readable JSON.</source>
        <translation>Maschinenlesbares JSON ausgeben.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="261"/>
        <source>checklist: the reviewer note (Markdown); empty clears it.</source>
        <translation>checklist: die Notiz des Prüfers (Markdown); leer löscht sie.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="262"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="296"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="299"/>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="265"/>
        <source>request-info: also ask about the gaps of these colleagues&apos; published reviews (logins, separated by commas).</source>
        <translation>request-info: auch nach den Lücken aus den veröffentlichten Reviews dieser Kollegen fragen (Logins, durch Kommas getrennt).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="267"/>
        <source>LOGINS</source>
        <translation>LOGINS</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="270"/>
        <source>list: only applications whose published reviews (yours included) differ on a requirement.</source>
        <translation>list: nur Anträge, deren veröffentlichte Reviews (Ihres eingeschlossen) bei einer Anforderung abweichen.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="274"/>
        <source>listing: queue the pull request of the draft to the site&apos;s repository, from your fork (push sends it).</source>
        <translation>listing: den Pull Request des Entwurfs an das Repository der Website einreihen, aus Ihrem Fork (push sendet ihn).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="278"/>
        <source>listing --pull-request: the pull request that removes a retired platform&apos;s listing.</source>
        <translation>listing --pull-request: der Pull Request, der den Eintrag einer zurückgezogenen Plattform entfernt.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="282"/>
        <source>checklist: keep the note private: a published review leaves it out.</source>
        <translation>checklist: die Notiz privat halten: ein veröffentlichtes Review lässt sie weg.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="285"/>
        <source>checklist: let a published review show the note again.</source>
        <translation>checklist: ein veröffentlichtes Review zeigt die Notiz wieder.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="288"/>
        <source>request-info: also ask about requirements marked needs-judgment.</source>
        <translation>request-info: auch nach Anforderungen mit dem Status needs-judgment fragen.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="290"/>
        <source>start-vote: the vote&apos;s closing date.</source>
        <translation>start-vote: das Enddatum der Abstimmung.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="291"/>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="298"/>
        <source>decide: the tally (Markdown).</source>
        <translation>decide: die Auszählung (Markdown).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="302"/>
        <source>Print the comment and label changes; queue nothing.</source>
        <translation>Kommentar und Label-Änderungen ausgeben; nichts einreihen.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="305"/>
        <source>report: the PDF file to write; listing: the folder to write the two files to.</source>
        <translation>report: die zu schreibende PDF-Datei; listing: der Ordner, in den die zwei Dateien geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="433"/>
        <source>--pull-request (and with it --remove) belongs to the “listing” command.</source>
        <translation>--pull-request (und damit --remove) gehört zum Befehl „listing“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="443"/>
        <source>--note belongs to the “checklist”, “back-to-review” and “remind” commands.</source>
        <translation>--note gehört zu den Befehlen „checklist“, „back-to-review“ und „remind“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="459"/>
        <source>--all belongs to the “report” command.</source>
        <translation>--all gehört zum Befehl „report“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="465"/>
        <source>--output belongs to the “report” and “listing” commands.</source>
        <translation>--output gehört zu den Befehlen „report“ und „listing“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="310"/>
        <source>report: every cached application, as a round.</source>
        <translation>report: alle Anträge im Cache, als eine Runde.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="137"/>
        <source>Review applications to the PyTorch Foundation&apos;s Additional Compute Platforms.

Commands:
  (none)            open the main window
  sync              pull issues, comments, labels and reactions into the cache
  list [--disagreements] [--json]
                    the cached applications, with the team&apos;s published reviews
                    (--disagreements: only where they differ)
  show NUMBER [--json]  one application: form sections, checklist, evidence, comments
  checklist NUMBER REQUIREMENT STATUS [--note TEXT] [--private|--public]
                    set one requirement&apos;s status (unreviewed, met, gap,
                    needs-judgment, not-applicable) and, with --note, its note
  request-info NUMBER [--include-judgment] [--from-reviews LOGINS] [--preview]
                    queue the request-info comment (from the gaps) and labels
  start-vote NUMBER [--closes YYYY-MM-DD] [--preview]
                    queue the vote comment and the voting label
  decide NUMBER approved|declined [--reason TEXT] [--tally TEXT] [--preview]
                    queue the decision comment, labels, and closing the issue
  back-to-review NUMBER [--note TEXT] [--preview]
                    queue moving an application back to review (label new)
  outbox [--json]   queued actions and ballots and their state; outbox
                    cancel|retry ID; outbox cancel bID (a ballot); outbox audit
                    (CSV, or --json). Cancelling an action whose comment may
                    already be on GitHub looks for it first (--force: cancel
                    anyway)
  push              send queued actions, then queued ballots, to GitHub (exits
                    non-zero when anything is left unsent)
  due [--json]      open votes, deficiency clocks and periodic reviews by deadline
  dashboard [--json]
                    applications by state, days per stage, the oldest waiting,
                    open votes and who has not voted, deadlines, listed platforms
  vote NUMBER approve|reject|abstain
                    cast (or change) your ballot on an open vote
  remind NUMBER [--note TEXT] [--preview]
                    queue one comment that mentions the representatives and
                    alternates of the organizations that have not voted
  roster [--json]   the voting organizations, representatives and alternates
  roster import FILE  a new roster version from a Markdown table or JSON
  review publish NUMBER [--preview]
                    queue your checklist as your review comment (publishing
                    again edits it)
  reviews NUMBER [--json]
                    the team&apos;s reviews published on the issue beside yours, and
                    where reviewers disagree
  report NUMBER|--all --output FILE.pdf
                    the review report of one application, or of all of them
  listing NUMBER --output DIR [--json]
                    the pytorch.org listing draft of an approved platform,
                    checked against the site&apos;s rules, as its two files;
                    listing NUMBER --pull-request [--remove] queues it (or its
                    removal) as a pull request to the site

The token comes from the environment (see below), else the system keychain (where signing in in the window keeps it), else `gh auth token --hostname HOST`.

The admission requirements come from the built-in definition, or from the JSON file chosen in the window (setting review/requirementsFile), or from --requirements FILE for one run. A command stops with an error naming the line and field when that file is not valid, rather than use another definition than the one asked for; the window uses the built-in one instead and says why. The label mapping (setting labels/mappingFile, --label-mapping FILE) and the voting eligibility rule (setting voting/eligibilityRuleFile, --eligibility-rule FILE) are files the same way.</source>
        <translation>Anträge an die Additional Compute Platforms der PyTorch Foundation prüfen.

Befehle:
  (keiner)          das Hauptfenster öffnen
  sync              Issues, Kommentare, Labels und Reaktionen in den Cache laden
  list [--disagreements] [--json]
                    die Anträge im Cache, mit den veröffentlichten Reviews des
                    Teams (--disagreements: nur wo sie abweichen)
  show NUMMER [--json]  ein Antrag: Formularabschnitte, Checkliste, Nachweise, Kommentare
  checklist NUMMER ANFORDERUNG STATUS [--note TEXT] [--private|--public]
                    den Status einer Anforderung setzen (unreviewed, met, gap,
                    needs-judgment, not-applicable) und mit --note ihre Notiz
  request-info NUMMER [--include-judgment] [--from-reviews LOGINS] [--preview]
                    den Kommentar „Informationen anfordern“ (aus den Lücken) und
                    die Labels einreihen
  start-vote NUMMER [--closes JJJJ-MM-TT] [--preview]
                    den Abstimmungskommentar und das Abstimmungslabel einreihen
  decide NUMMER approved|declined [--reason TEXT] [--tally TEXT] [--preview]
                    den Entscheidungskommentar, die Labels und das Schließen
                    des Issues einreihen
  back-to-review NUMMER [--note TEXT] [--preview]
                    einreihen, dass ein Antrag zurück in die Prüfung geht
                    (Label new)
  outbox [--json]   eingereihte Aktionen und Stimmen und ihr Zustand; outbox
                    cancel|retry ID; outbox cancel bID (eine Stimme); outbox audit
                    (CSV oder --json). Bevor eine Aktion abgebrochen wird, deren
                    Kommentar bereits auf GitHub sein kann, wird dort nach ihm
                    gesucht (--force: trotzdem abbrechen)
  push              eingereihte Aktionen, danach eingereihte Stimmen an GitHub
                    senden (Exit-Code ungleich 0, wenn etwas ungesendet bleibt)
  due [--json]      offene Abstimmungen, Mängelfristen und regelmäßige
                    Überprüfungen nach Frist
  dashboard [--json]
                    Anträge nach Stand, Tage je Phase, die am längsten wartenden,
                    offene Abstimmungen und wer noch nicht abgestimmt hat,
                    Fristen, gelistete Plattformen
  vote NUMMER approve|reject|abstain
                    Ihre Stimme in einer offenen Abstimmung abgeben (oder ändern)
  remind NUMMER [--note TEXT] [--preview]
                    einen Kommentar einreihen, der die Vertreter und Stellvertreter
                    der Organisationen erwähnt, die noch nicht abgestimmt haben
  roster [--json]   die stimmberechtigten Organisationen, Vertreter und
                    Stellvertreter
  roster import DATEI  eine neue Version der Mitgliederliste aus einer
                    Markdown-Tabelle oder JSON
  review publish NUMMER [--preview]
                    Ihre Checkliste als Ihren Review-Kommentar einreihen (erneutes
                    Veröffentlichen bearbeitet ihn)
  reviews NUMMER [--json]
                    die auf dem Issue veröffentlichten Reviews des Teams neben
                    Ihrem, und wo die Prüfer uneins sind
  report NUMMER|--all --output DATEI.pdf
                    der Prüfbericht eines Antrags oder aller Anträge
  listing NUMMER --output ORDNER [--json]
                    der Entwurf des pytorch.org-Eintrags einer zugelassenen
                    Plattform, nach den Regeln der Website geprüft, als
                    ihre zwei Dateien; listing NUMMER --pull-request [--remove]
                    reiht ihn (oder seine Entfernung) als Pull Request an die
                    Website ein

Das Token stammt aus der Umgebung (siehe unten), sonst aus dem Schlüsselbund des Systems (dort legt es die Anmeldung im Fenster ab), sonst aus `gh auth token --hostname HOST`.

Die Aufnahmeanforderungen stammen aus der integrierten Definition, aus der im Fenster gewählten JSON-Datei (Einstellung review/requirementsFile) oder, für einen einzelnen Aufruf, aus --requirements DATEI. Ist diese Datei nicht gültig, bricht ein Befehl mit einem Fehler ab, der Zeile und Feld nennt, statt eine andere als die verlangte Definition zu verwenden; das Fenster verwendet dann die integrierte Definition und nennt den Grund. Die Label-Zuordnung (Einstellung labels/mappingFile, --label-mapping FILE) und die Regel für die Stimmberechtigung (Einstellung voting/eligibilityRuleFile, --eligibility-rule FILE) sind ebenso Dateien.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="294"/>
        <source>decide: the reasons (Markdown), required; vote: the reason for your ballot, posted as your comment beside it.</source>
        <translation>decide: die Gründe (Markdown), Pflicht; vote: die Begründung Ihrer Stimme, als Ihr Kommentar daneben veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="313"/>
        <source>outbox cancel: cancel even when the action&apos;s comment is, or may be, already on GitHub.</source>
        <translation>outbox cancel: auch dann abbrechen, wenn der Kommentar der Aktion bereits auf GitHub ist oder sein könnte.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="341"/>
        <source>What to do; see above.</source>
        <translation>Was zu tun ist; siehe oben.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="342"/>
        <source>[COMMAND ...]</source>
        <translation>[BEFEHL ...]</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="383"/>
        <source>--api-url: %1</source>
        <translation>--api-url: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="420"/>
        <source>Unknown command “%1”; the commands are: %2.</source>
        <translation>Unbekannter Befehl „%1“; die Befehle sind: %2.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="427"/>
        <source>--private or --public (one of them) belongs to the “checklist” command.</source>
        <translation>--private oder --public (eines davon) gehört zum Befehl „checklist“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="438"/>
        <source>--disagreements belongs to the “list” command.</source>
        <translation>--disagreements gehört zum Befehl „list“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="452"/>
        <source>--%1 does not belong to “%2”.</source>
        <translation>--%1 gehört nicht zu „%2“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="454"/>
        <source>the window</source>
        <translation>Hauptfenster</translation>
    </message>
</context>
<context>
    <name>acp::CommandRunner</name>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="532"/>
        <source>The requirement definition is not valid: %1</source>
        <translation>Die Anforderungsdefinition ist nicht gültig: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="536"/>
        <source>The label mapping is not valid: %1</source>
        <translation>Die Label-Zuordnung ist ungültig: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="540"/>
        <source>The eligibility rule is not valid: %1</source>
        <translation>Die Regel für die Stimmberechtigung ist ungültig: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="585"/>
        <source>This build of acp-workbench cannot run “%1”.</source>
        <translation>Dieser Build von acp-workbench kann „%1“ nicht ausführen.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="592"/>
        <source>The demo workspace is offline; nothing is synced with GitHub.</source>
        <translation>Der Demo-Arbeitsbereich ist offline; nichts wird mit GitHub synchronisiert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="607"/>
        <source>Waiting %n second(s).</source>
        <translation>
            <numerusform>Warte %n Sekunde.</numerusform>
            <numerusform>Warte %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="613"/>
        <source>Synced %1: %2 issues and %3 comments updated, %4 requests.</source>
        <translation>%1 synchronisiert: %2 Issues und %3 Kommentare aktualisiert, %4 Anfragen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="621"/>
        <source>%n issue(s) deleted, hidden or moved to another repository on GitHub left the list.</source>
        <translation>
            <numerusform>%n auf GitHub gelöschtes, verborgenes oder in ein anderes Repository verschobenes Issue wurde aus der Liste entfernt.</numerusform>
            <numerusform>%n auf GitHub gelöschte, verborgene oder in ein anderes Repository verschobene Issues wurden aus der Liste entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="628"/>
        <source>The sync was cancelled; the next one resumes where it stopped.</source>
        <translation>Die Synchronisierung wurde abgebrochen; die nächste setzt dort fort, wo sie aufgehört hat.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="646"/>
        <source>Read the state of %n listing pull request(s).</source>
        <translation>
            <numerusform>Der Stand von %n Pull Request für Einträge wurde gelesen.</numerusform>
            <numerusform>Der Stand von %n Pull Requests für Einträge wurde gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="660"/>
        <source>“list” takes no arguments.</source>
        <translation>„list“ nimmt keine Argumente an.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="691"/>
        <source>No application has reviews that differ.</source>
        <translation>Bei keinem Antrag weichen die Reviews ab.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="692"/>
        <source>No applications are cached yet; run “sync” first.</source>
        <translation>Es sind noch keine Anträge im Cache; führen Sie zuerst „sync“ aus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="710"/>
        <source>%n review(s), differing on %1</source>
        <translation>
            <numerusform>%n Review, abweichend bei %1</numerusform>
            <numerusform>%n Reviews, abweichend bei %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="712"/>
        <source>%n review(s)</source>
        <translation>
            <numerusform>%n Review</numerusform>
            <numerusform>%n Reviews</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="724"/>
        <source>“show” needs one issue number, for example: show 12.</source>
        <translation>„show“ braucht eine Issue-Nummer, zum Beispiel: show 12.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="832"/>
        <source>State: %1 (%2), by %3, updated %4</source>
        <translation>Status: %1 (%2), von %3, aktualisiert %4</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="837"/>
        <source>Labels: %1</source>
        <translation>Labels: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="842"/>
        <source>Form: %1</source>
        <translation>Formular: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="858"/>
        <source>(no answer)</source>
        <translation>(keine Antwort)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="863"/>
        <source>Your note:</source>
        <translation>Ihre Notiz:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="869"/>
        <source>Outbox:</source>
        <translation>Postausgang:</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="875"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n Kommentar</numerusform>
            <numerusform>%n Kommentare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="896"/>
        <source>(%n more link(s) not listed: an application lists at most %1)</source>
        <translation>
            <numerusform>(%n weiterer Link nicht aufgeführt: Ein Antrag führt höchstens %1 auf)</numerusform>
            <numerusform>(%n weitere Links nicht aufgeführt: Ein Antrag führt höchstens %1 auf)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="905"/>
        <source>Checklist (%1)</source>
        <translation>Checkliste (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="928"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="946"/>
        <source>note (%1): %2</source>
        <translation>Notiz (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="937"/>
        <source>About the whole application:</source>
        <translation>Zum gesamten Antrag:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="962"/>
        <source>“checklist” needs an issue number, a requirement and a status, for example: checklist 12 security-policy met.</source>
        <translation>„checklist“ braucht eine Issue-Nummer, eine Anforderung und einen Status, zum Beispiel: checklist 12 security-policy met.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="981"/>
        <source>Unknown status “%1”; the statuses are: %2.</source>
        <translation>Unbekannter Status „%1“; die Status sind: %2.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="1018"/>
        <source>#%1 %2: %3 (%4)</source>
        <translation>#%1 %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>acp::DashboardCharts</name>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="37"/>
        <source>%1 d</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="60"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="61"/>
        <source>median %1, longest %2 (#%3)</source>
        <translation>Median %1, längste %2 (#%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="92"/>
        <source>%1, in %2</source>
        <translation>%1, in %2</translation>
    </message>
</context>
<context>
    <name>acp::DashboardCommands</name>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="30"/>
        <source>“dashboard” takes no arguments.</source>
        <translation>„dashboard“ nimmt keine Argumente.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="43"/>
        <source>As of the sync of %1 (UTC)</source>
        <translation>Stand der Synchronisierung vom %1 (UTC)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="45"/>
        <source>From the cache (never synced)</source>
        <translation>Aus dem Cache (nie synchronisiert)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="53"/>
        <source>Applications: %1</source>
        <translation>Anträge: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="54"/>
        <source>Days per stage, last 12 months (median, longest):</source>
        <translation>Tage je Phase, letzte 12 Monate (Median, längste):</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="59"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/DashboardCommands.cpp" line="60"/>
        <source>%1, %2 (#%3), over %n application(s)</source>
        <translation>
            <numerusform>%1, %2 (#%3), über %n Antrag</numerusform>
            <numerusform>%1, %2 (#%3), über %n Anträge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="66"/>
        <source>Waiting longest:</source>
        <translation>Am längsten wartend:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="69"/>
        <source>%1 for %2 days</source>
        <translation>%1 seit %2 Tagen</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="74"/>
        <source>Vote on #%1 %2: %3 of %4 organizations voted (quorum %5), %6 approvals of %7 needed</source>
        <translation>Abstimmung zu #%1 %2: %3 von %4 Organisationen haben abgestimmt (Quorum %5), %6 Zustimmungen von %7 nötigen</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="85"/>
        <source>closes %1 (%2 days left)</source>
        <translation>endet am %1 (noch %2 Tage)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="91"/>
        <source>not voted: %1</source>
        <translation>nicht abgestimmt: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="103"/>
        <source>Deadlines:</source>
        <translation>Fristen:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="110"/>
        <source>Retired: #%1 %2 (%3)</source>
        <translation>Zurückgezogen: #%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="110"/>
        <source>Listed: #%1 %2 (since %3)</source>
        <translation>Gelistet: #%1 %2 (seit %3)</translation>
    </message>
</context>
<context>
    <name>acp::DashboardReportSection</name>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="52"/>
        <source>Dashboard</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="54"/>
        <source>The whole process as of the sync of %1.</source>
        <translation>Der ganze Ablauf, Stand der Synchronisierung vom %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="56"/>
        <source>The whole process, from a cache that was never synced.</source>
        <translation>Der ganze Ablauf, aus einem nie synchronisierten Cache.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="60"/>
        <source>Days per stage, last 12 months</source>
        <translation>Tage je Phase, letzte 12 Monate</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="63"/>
        <source>Open votes</source>
        <translation>Offene Abstimmungen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="65"/>
        <source>No vote is open.</source>
        <translation>Keine Abstimmung ist offen.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="79"/>
        <source>%1 (%2 days)</source>
        <translation>%1 (%2 Tage)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="80"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="109"/>
        <source>no date</source>
        <translation>kein Datum</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="81"/>
        <source>%1 of %2, quorum %3</source>
        <translation>%1 von %2, Quorum %3</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="85"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="102"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="126"/>
        <source>Application</source>
        <translation>Antrag</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Closes</source>
        <translation>Endet</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Voted</source>
        <translation>Abgestimmt</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Approvals</source>
        <translation>Zustimmungen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Not voted yet</source>
        <translation>Noch nicht abgestimmt</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="95"/>
        <source>Waiting longest</source>
        <translation>Am längsten wartend</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="102"/>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="102"/>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="106"/>
        <source>Deadlines</source>
        <translation>Fristen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <source>Days left</source>
        <translation>Verbleibende Tage</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="119"/>
        <source>Listed and retired platforms</source>
        <translation>Gelistete und zurückgezogene Plattformen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="124"/>
        <source>Retired</source>
        <translation>Zurückgezogen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="124"/>
        <source>Listed</source>
        <translation>Gelistet</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="126"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="126"/>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="130"/>
        <source>Time in each stage</source>
        <translation>Zeit in jeder Phase</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="133"/>
        <source>The %1 newest of %2 applications.</source>
        <translation>Die %1 neuesten von %2 Anträgen.</translation>
    </message>
</context>
<context>
    <name>acp::DashboardView</name>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="77"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="84"/>
        <source>Dashboard</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="101"/>
        <source>Applications by state</source>
        <translation>Anträge nach Status</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="103"/>
        <source>Days per stage, last 12 months</source>
        <translation>Tage je Phase, letzte 12 Monate</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="106"/>
        <source>Open votes</source>
        <translation>Offene Abstimmungen</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="113"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="121"/>
        <source>Application</source>
        <translation>Antrag</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Days left</source>
        <translation>Verbleibende Tage</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <source>Voted</source>
        <translation>Abgestimmt</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <source>Approvals</source>
        <translation>Zustimmungen</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="108"/>
        <source>Not voted yet</source>
        <translation>Noch nicht abgestimmt</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="110"/>
        <source>No vote is open.</source>
        <translation>Keine Abstimmung ist offen.</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="112"/>
        <source>Waiting longest</source>
        <translation>Am längsten wartend</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="113"/>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="113"/>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="114"/>
        <source>No application is waiting.</source>
        <translation>Kein Antrag wartet.</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Deadlines</source>
        <translation>Fristen</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="118"/>
        <source>Nothing is due.</source>
        <translation>Nichts ist fällig.</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="120"/>
        <source>Listed and retired platforms</source>
        <translation>Gelistete und zurückgezogene Plattformen</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="121"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="121"/>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="123"/>
        <source>No platform is listed yet.</source>
        <translation>Noch keine Plattform ist gelistet.</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="126"/>
        <source>Time in each stage</source>
        <translation>Zeit in jeder Phase</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="155"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="156"/>
        <source>Export the chart as PNG or SVG</source>
        <translation>Das Diagramm als PNG oder SVG exportieren</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="157"/>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="167"/>
        <source>Chart saved to %1</source>
        <translation>Diagramm gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="231"/>
        <source>Computing the figures…</source>
        <translation>Die Kennzahlen werden berechnet …</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="251"/>
        <source>as of the sync of %1</source>
        <translation>Stand der Synchronisierung vom %1</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="252"/>
        <source>from the cache, never synced</source>
        <translation>aus dem Cache, nie synchronisiert</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="298"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="348"/>
        <source>no date</source>
        <translation>kein Datum</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="299"/>
        <source>%1 of %2 (quorum %3)</source>
        <translation>%1 von %2 (Quorum %3)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="303"/>
        <source>%1 of %2 needed</source>
        <translation>%1 von %2 nötigen</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="304"/>
        <source>everyone has voted</source>
        <translation>alle haben abgestimmt</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="309"/>
        <source>Closes %1</source>
        <translation>Endet am %1</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="314"/>
        <source>Quorum reached</source>
        <translation>Quorum erreicht</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="315"/>
        <source>%n more organization(s) needed for quorum</source>
        <translation>
            <numerusform>Noch %n Organisation für das Quorum nötig</numerusform>
            <numerusform>Noch %n Organisationen für das Quorum nötig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="373"/>
        <source>Retired</source>
        <translation>Zurückgezogen</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="373"/>
        <source>Listed</source>
        <translation>Gelistet</translation>
    </message>
</context>
<context>
    <name>acp::Database</name>
    <message>
        <location filename="../src/core/store/Database.cpp" line="517"/>
        <source>The folder %1 could not be created.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="555"/>
        <location filename="../src/core/store/Database.cpp" line="586"/>
        <source>The workspace database %1 could not be opened: %2</source>
        <translation>Die Datenbank %1 des Arbeitsbereichs konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="567"/>
        <source>The workspace database %1 is at schema version %2, not %3; it was not read.</source>
        <translation>Die Datenbank %1 des Arbeitsbereichs hat die Schemaversion %2, nicht %3; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="606"/>
        <location filename="../src/core/store/Database.cpp" line="687"/>
        <source>The workspace database %1 could not be configured: %2</source>
        <translation>Die Datenbank %1 des Arbeitsbereichs konnte nicht eingerichtet werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="629"/>
        <source>Qt&apos;s SQLite driver uses SQLite %1, but the workbench was built with SQLite %2: install the Qt SQLite driver built against the system&apos;s SQLite library.</source>
        <translation>Qts SQLite-Treiber verwendet SQLite %1, die Workbench wurde aber mit SQLite %2 gebaut: Installieren Sie den Qt-SQLite-Treiber, der gegen die SQLite-Bibliothek des Systems gebaut ist.</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="701"/>
        <source>The workspace database %1 could not be read: %2</source>
        <translation>Die Datenbank %1 des Arbeitsbereichs konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="669"/>
        <source>%1 is an SQLite database of another program, not an ACP Workbench workspace; it was not changed.</source>
        <translation>%1 ist eine SQLite-Datenbank eines anderen Programms, kein Arbeitsbereich von ACP Workbench; sie wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="709"/>
        <source>The workspace database %1 is damaged (%2). It was not changed; restore it from a backup, or move it away to start with an empty workspace and sync again (your review notes and queued actions are only in the damaged file).</source>
        <translation>Die Datenbank %1 des Arbeitsbereichs ist beschädigt (%2). Sie wurde nicht verändert; stellen Sie sie aus einer Sicherung wieder her, oder verschieben Sie sie, um mit einem leeren Arbeitsbereich zu beginnen und erneut zu synchronisieren (Ihre Prüfernotizen und eingereihten Aktionen sind nur in der beschädigten Datei).</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="876"/>
        <source>The workspace database %1 was written by a newer version of ACP Workbench (schema %2; this version knows up to %3).</source>
        <translation>Die Datenbank %1 des Arbeitsbereichs wurde von einer neueren Version von ACP Workbench geschrieben (Schema %2; diese Version kennt bis %3).</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="899"/>
        <source>Upgrading the workspace database to schema %1 failed: %2</source>
        <translation>Die Aktualisierung der Datenbank des Arbeitsbereichs auf Schema %1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>acp::DemoWorkspace</name>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="109"/>
        <source>The bundled demo workspace is missing from this build.</source>
        <translation>Der mitgelieferte Demo-Arbeitsbereich fehlt in diesem Build.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="115"/>
        <source>The bundled demo workspace could not be read: %1</source>
        <translation>Der mitgelieferte Demo-Arbeitsbereich konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="168"/>
        <source>The demo workspace could not be stored: %1</source>
        <translation>Der Demo-Arbeitsbereich konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="188"/>
        <source>The demo workspace&apos;s link previews are missing from this build.</source>
        <translation>Die Linkvorschauen des Demo-Arbeitsbereichs fehlen in diesem Build.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="196"/>
        <source>The demo workspace&apos;s link previews could not be read: %1</source>
        <translation>Die Linkvorschauen des Demo-Arbeitsbereichs konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="231"/>
        <source>The demo workspace&apos;s link preview of %1 could not be stored: %2</source>
        <translation>Die Linkvorschau von %1 im Demo-Arbeitsbereich konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="240"/>
        <source>The demo workspace&apos;s link previews could not be stored.</source>
        <translation>Die Linkvorschauen des Demo-Arbeitsbereichs konnten nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>acp::DesktopActions</name>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="28"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="35"/>
        <source>Repository, label names, templates, requirement file, evidence fetching, language and data folder</source>
        <translation>Repository, Label-Namen, Vorlagen, Anforderungsdatei, Vorschauen für Nachweise, Sprache und Datenordner</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="46"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="49"/>
        <source>Every shortcut of the window, searchable</source>
        <translation>Alle Tastenkürzel des Fensters, durchsuchbar</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="122"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="131"/>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="133"/>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>acp::DeviceFlow</name>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="99"/>
        <source>No OAuth app is set for signing in. Enter the client id of an OAuth app with the device flow enabled, or sign in with the GitHub CLI (gh auth login) or a GH_TOKEN.</source>
        <translation>Für die Anmeldung ist keine OAuth-App eingestellt. Geben Sie die Client-ID einer OAuth-App mit aktiviertem Device Flow ein, oder melden Sie sich mit der GitHub CLI (gh auth login) oder über GH_TOKEN an.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="176"/>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="263"/>
        <source>%1 could not be reached: %2.</source>
        <translation>%1 ist nicht erreichbar: %2.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="187"/>
        <source>The OAuth app %1 does not have the device flow enabled.</source>
        <translation>Bei der OAuth-App %1 ist der Device Flow nicht aktiviert.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="190"/>
        <source>GitHub does not know the OAuth app %1; check the client id.</source>
        <translation>GitHub kennt die OAuth-App %1 nicht; prüfen Sie die Client-ID.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="193"/>
        <source>GitHub did not start the sign-in (%1).</source>
        <translation>GitHub hat die Anmeldung nicht gestartet (%1).</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="195"/>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="315"/>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="214"/>
        <source>GitHub&apos;s answer to the sign-in request could not be read.</source>
        <translation>Die Antwort von GitHub auf die Anmeldeanfrage konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="231"/>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="297"/>
        <source>The sign-in code expired before it was entered. Start again for a new code.</source>
        <translation>Der Anmeldecode ist abgelaufen, bevor er eingegeben wurde. Starten Sie neu, um einen neuen Code zu erhalten.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="300"/>
        <source>Signing in was cancelled on GitHub.</source>
        <translation>Die Anmeldung wurde auf GitHub abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="306"/>
        <source>GitHub refused the sign-in for the OAuth app %1 (%2).</source>
        <translation>GitHub hat die Anmeldung für die OAuth-App %1 verweigert (%2).</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="312"/>
        <source>GitHub&apos;s answer while signing in could not be understood (%1).</source>
        <translation>Die Antwort von GitHub während der Anmeldung war unverständlich (%1).</translation>
    </message>
</context>
<context>
    <name>acp::DueList</name>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="147"/>
        <source>Vote open since %1, no closing date</source>
        <translation>Abstimmung offen seit %1, kein Enddatum</translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="149"/>
        <source>Vote closed on %1: record the decision</source>
        <translation>Abstimmung am %1 beendet: Entscheidung erfassen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="150"/>
        <source>Vote closes on %1 (in %n day(s))</source>
        <translation>
            <numerusform>Abstimmung endet am %1 (in %n Tag)</numerusform>
            <numerusform>Abstimmung endet am %1 (in %n Tagen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="163"/>
        <source>; nobody was reminded in the last %n day(s): Remind Non-voters</source>
        <translation>
            <numerusform>; in den letzten %n Tag wurde niemand erinnert: An Abstimmung erinnern</numerusform>
            <numerusform>; in den letzten %n Tagen wurde niemand erinnert: An Abstimmung erinnern</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="167"/>
        <source>; a reminder waits in the outbox</source>
        <translation>; eine Erinnerung wartet im Postausgang</translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="184"/>
        <source>Deficiency unresolved since %1: retire or close the review</source>
        <translation>Mangel seit %1 nicht behoben: Plattform streichen oder Überprüfung abschließen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="186"/>
        <source>Deficiency to be resolved by %1 (in %n day(s))</source>
        <translation>
            <numerusform>Mangel bis %1 zu beheben (in %n Tag)</numerusform>
            <numerusform>Mangel bis %1 zu beheben (in %n Tagen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="208"/>
        <source>Periodic review overdue since %1</source>
        <translation>Regelmäßige Überprüfung überfällig seit %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="209"/>
        <source>Periodic review due by %1 (in %n day(s))</source>
        <translation>
            <numerusform>Regelmäßige Überprüfung fällig bis %1 (in %n Tag)</numerusform>
            <numerusform>Regelmäßige Überprüfung fällig bis %1 (in %n Tagen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::DuePanel</name>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="35"/>
        <source>Open vote</source>
        <translation>Offene Abstimmung</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="37"/>
        <source>Deficiency</source>
        <translation>Mangel</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="39"/>
        <source>Periodic review</source>
        <translation>Regelmäßige Überprüfung</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="49"/>
        <source>Due list</source>
        <translation>Fälligkeitsliste</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="50"/>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="51"/>
        <source>Votes to close, periodic reviews and deficiency deadlines</source>
        <translation>Zu schließende Abstimmungen, regelmäßige Überprüfungen und Mängelfristen</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Days left</source>
        <translation>Verbleibende Tage</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Application</source>
        <translation>Antrag</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="57"/>
        <source>Nothing is due: no open votes, deficiency clocks or reviews.</source>
        <translation>Nichts ist fällig: keine offenen Abstimmungen, Mängelfristen oder Überprüfungen.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="60"/>
        <source>&amp;Remind Non-voters…</source>
        <translation>An Abstimmung &amp;erinnern…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="62"/>
        <location filename="../src/ui/actions/DuePanel.cpp" line="166"/>
        <source>One comment that mentions the representatives and alternates of the organizations that have not voted, through the outbox</source>
        <translation>Ein Kommentar, der die Vertreter und Stellvertreter der Organisationen erwähnt, die nicht abgestimmt haben, über den Postausgang</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="116"/>
        <source>no date</source>
        <translation>kein Datum</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="134"/>
        <source>Overdue</source>
        <translation>Überfällig</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="163"/>
        <source>Select an open vote to remind its non-voters.</source>
        <translation>Wählen Sie eine offene Abstimmung, um an sie zu erinnern.</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="165"/>
        <source>A reminder of this vote waits in the outbox.</source>
        <translation>Eine Erinnerung an diese Abstimmung wartet im Postausgang.</translation>
    </message>
</context>
<context>
    <name>acp::EligibilityRule</name>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="106"/>
        <source>The eligibility rule counts meetings attended, but the roster lists no meeting held by %1; add the meeting list to the roster.</source>
        <translation>Die Regel für die Stimmberechtigung zählt besuchte Sitzungen, aber die Mitgliederliste nennt keine bis %1 abgehaltene Sitzung; fügen Sie der Mitgliederliste die Sitzungsliste hinzu.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="112"/>
        <source>No organization on the roster is eligible under the rule in force; check the roster&apos;s TAC seats, activity dates and attendance.</source>
        <translation>Nach der geltenden Regel ist keine Organisation der Mitgliederliste stimmberechtigt; prüfen Sie TAC-Sitze, Aktivitätsdaten und Anwesenheit in der Mitgliederliste.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/EligibilityRule.cpp" line="164"/>
        <source>Eligibility: a TAC seat and activity within the last %n month(s), applied on %1.</source>
        <translation>
            <numerusform>Stimmberechtigung: ein TAC-Sitz und Aktivität im letzten Monat, angewandt am %1.</numerusform>
            <numerusform>Stimmberechtigung: ein TAC-Sitz und Aktivität in den letzten %n Monaten, angewandt am %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="169"/>
        <source>Eligibility: attendance of %1 of the last %2 meetings, applied on %3.</source>
        <translation>Stimmberechtigung: Anwesenheit bei %1 der letzten %2 Sitzungen, angewandt am %3.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="174"/>
        <source>Eligibility: as recorded on the roster, applied on %1.</source>
        <translation>Stimmberechtigung: wie in der Mitgliederliste vermerkt, angewandt am %1.</translation>
    </message>
</context>
<context>
    <name>acp::EligibilityRuleFile</name>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="259"/>
        <source>In %1, “rule” must be as-recorded, tac-seat-and-activity or attendance.</source>
        <translation>In %1 muss „rule“ as-recorded, tac-seat-and-activity oder attendance sein.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="270"/>
        <source>In %1, “%2” must be a whole number from 1 to %3.</source>
        <translation>In %1 muss „%2“ eine ganze Zahl von 1 bis %3 sein.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="278"/>
        <source>In %1, “%2” is not a key of this rule.</source>
        <translation>In %1 ist „%2“ kein Schlüssel dieser Regel.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="282"/>
        <source>In %1, “meetings_attended” cannot exceed “of_last_meetings”.</source>
        <translation>In %1 darf „meetings_attended“ nicht größer sein als „of_last_meetings“.</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceLinkRow</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="166"/>
        <source>Link %1</source>
        <translation>Link %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="189"/>
        <source>In the section %1</source>
        <translation>Im Abschnitt %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="195"/>
        <source>Show the section in the application</source>
        <translation>Den Abschnitt im Antrag anzeigen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="198"/>
        <source>In a comment by %1, %2</source>
        <translation>In einem Kommentar von %1, %2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="202"/>
        <source>view comment</source>
        <translation>Kommentar ansehen</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceListView</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="109"/>
        <source>Every link in the application belongs to a requirement.</source>
        <translation>Jeder Link im Antrag gehört zu einer Anforderung.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="110"/>
        <source>No links in the mapped sections or in the submitter&apos;s comments.</source>
        <translation>Keine Links in den zugeordneten Abschnitten oder in den Kommentaren des Antragstellers.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="155"/>
        <source>Your notes</source>
        <translation>Ihre Notizen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="156"/>
        <source>Your notes (%1)</source>
        <translation>Ihre Notizen (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="172"/>
        <source>%n more link(s) not listed: an application lists at most %1 links.</source>
        <translation>
            <numerusform>%n weiterer Link nicht aufgeführt: Ein Antrag führt höchstens %1 Links auf.</numerusform>
            <numerusform>%n weitere Links nicht aufgeführt: Ein Antrag führt höchstens %1 Links auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="183"/>
        <source>%n more link(s) not previewed: previews are fetched by themselves for the first %1 links of an application; press Fetch on a card to see its preview.</source>
        <translation>
            <numerusform>%n weiterer Link ohne Vorschau: Vorschauen werden nur für die ersten %1 Links eines Antrags von selbst abgerufen; klicken Sie auf einer Karte auf „Abrufen“, um ihre Vorschau zu sehen.</numerusform>
            <numerusform>%n weitere Links ohne Vorschau: Vorschauen werden nur für die ersten %1 Links eines Antrags von selbst abgerufen; klicken Sie auf einer Karte auf „Abrufen“, um ihre Vorschau zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="239"/>
        <source>Nothing here can be evidence: add links, text, files or images.</source>
        <translation>Nichts davon kann ein Nachweis sein: Fügen Sie Links, Text, Dateien oder Bilder hinzu.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="251"/>
        <source>the application</source>
        <translation>dem Antrag</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="252"/>
        <source>Added %n evidence note(s) to %1</source>
        <translation>
            <numerusform>%n Nachweisnotiz zu %1 hinzugefügt</numerusform>
            <numerusform>%n Nachweisnotizen zu %1 hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="261"/>
        <source>Select a requirement, or the whole application, to paste onto.</source>
        <translation>Wählen Sie eine Anforderung oder den gesamten Antrag aus, um dort einzufügen.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="266"/>
        <source>The clipboard holds nothing that can be evidence.</source>
        <translation>Die Zwischenablage enthält nichts, was ein Nachweis sein kann.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="279"/>
        <source>Add Link</source>
        <translation>Link hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="279"/>
        <source>Web address (http or https):</source>
        <translation>Webadresse (http oder https):</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="303"/>
        <source>Add Text</source>
        <translation>Text hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="303"/>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="376"/>
        <source>Text:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="320"/>
        <source>Add Files as Evidence</source>
        <translation>Dateien als Nachweis hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="358"/>
        <source>Evidence note deleted. Undo brings it back.</source>
        <translation>Nachweisnotiz gelöscht. Rückgängig stellt sie wieder her.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="370"/>
        <source>Edit Link</source>
        <translation>Link bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="370"/>
        <source>Web address:</source>
        <translation>Webadresse:</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="376"/>
        <source>Edit Text</source>
        <translation>Text bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="380"/>
        <source>Edit Caption</source>
        <translation>Beschriftung bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="381"/>
        <source>Caption for %1:</source>
        <translation>Beschriftung für %1:</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceMime</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceMime.cpp" line="71"/>
        <source>%1 is a folder; only files can be added as evidence.</source>
        <translation>%1 ist ein Ordner; nur Dateien können als Nachweis hinzugefügt werden.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceMime.cpp" line="85"/>
        <source>Only web addresses and files can be added as evidence; %1 is neither.</source>
        <translation>Nur Webadressen und Dateien können als Nachweis hinzugefügt werden; %1 ist keins von beiden.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceMime.cpp" line="116"/>
        <source>The image could not be converted to PNG.</source>
        <translation>Das Bild konnte nicht in PNG umgewandelt werden.</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceNoteRow</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="232"/>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="234"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="236"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="238"/>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="247"/>
        <source>Dropped %1</source>
        <translation>Abgelegt %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="250"/>
        <source>Pasted %1</source>
        <translation>Eingefügt %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="253"/>
        <source>Added %1</source>
        <translation>Hinzugefügt %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="255"/>
        <source>From %1, %2</source>
        <translation>Aus %1, %2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="285"/>
        <source>%1 evidence note</source>
        <translation>Nachweisnotiz (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="295"/>
        <source>Thumbnail of %1</source>
        <translation>Vorschaubild von %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="354"/>
        <source>SHA-256 %1
Stored as a copy in the workspace; never opened by the workbench.</source>
        <translation>SHA-256 %1
Als Kopie im Arbeitsbereich gespeichert; wird von der Workbench nie geöffnet.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="379"/>
        <source>In report</source>
        <translation>Im Bericht</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="383"/>
        <source>Include this note in the exported review report</source>
        <translation>Diese Notiz in den exportierten Prüfbericht aufnehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="384"/>
        <source>Include in the report</source>
        <translation>In den Bericht aufnehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="385"/>
        <source>In request</source>
        <translation>In Rückfrage</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="389"/>
        <source>Include this note in the request-info comment to the submitter. Notes are private unless you say so.</source>
        <translation>Diese Notiz in den Kommentar an den Antragsteller aufnehmen, mit dem Informationen angefordert werden. Notizen bleiben privat, sofern Sie nichts anderes festlegen.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="391"/>
        <source>Include in the request for information</source>
        <translation>In die Informationsanforderung aufnehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="398"/>
        <source>Caption…</source>
        <translation>Beschriftung…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="398"/>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="399"/>
        <source>Edit the caption of this note</source>
        <translation>Die Beschriftung dieser Notiz bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="399"/>
        <source>Edit this note</source>
        <translation>Diese Notiz bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="405"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="406"/>
        <source>Delete this note (Undo brings it back)</source>
        <translation>Diese Notiz löschen (Rückgängig stellt sie wieder her)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="407"/>
        <source>Delete this note</source>
        <translation>Diese Notiz löschen</translation>
    </message>
</context>
<context>
    <name>acp::GettingStartedController</name>
    <message>
        <location filename="../src/ui/window/GettingStartedController.cpp" line="42"/>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <location filename="../src/ui/window/GettingStartedController.cpp" line="45"/>
        <source>How to sign in, choose a repository, sync, or try the demo workspace</source>
        <translation>Anmelden, ein Repository wählen, synchronisieren oder den Demo-Arbeitsbereich ausprobieren</translation>
    </message>
</context>
<context>
    <name>acp::GhCliToken</name>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="57"/>
        <source>the GitHub CLI (gh) is not installed</source>
        <translation>die GitHub CLI (gh) ist nicht installiert</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="61"/>
        <source>the GitHub CLI is already being asked</source>
        <translation>die GitHub CLI wird bereits abgefragt</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/auth/GhCliToken.cpp" line="90"/>
        <source>the GitHub CLI did not answer within %n second(s)</source>
        <translation>
            <numerusform>die GitHub CLI hat nicht innerhalb von %n Sekunde geantwortet</numerusform>
            <numerusform>die GitHub CLI hat nicht innerhalb von %n Sekunden geantwortet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="99"/>
        <source>the GitHub CLI (%1) could not be started</source>
        <translation>die GitHub CLI (%1) konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="109"/>
        <source>the GitHub CLI stopped unexpectedly</source>
        <translation>die GitHub CLI wurde unerwartet beendet</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="118"/>
        <source>the GitHub CLI is not signed in</source>
        <translation>die GitHub CLI ist nicht angemeldet</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="119"/>
        <source>the GitHub CLI is not signed in (%1)</source>
        <translation>die GitHub CLI ist nicht angemeldet (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="127"/>
        <source>the GitHub CLI printed something that is not a token</source>
        <translation>die GitHub CLI hat etwas ausgegeben, das kein Token ist</translation>
    </message>
</context>
<context>
    <name>acp::GitHubClient</name>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="195"/>
        <source>The workbench did not send a request to %1: it talks only to the GitHub API at %2.</source>
        <translation>Die Workbench hat keine Anfrage an %1 gesendet: Sie spricht nur mit der GitHub-API unter %2.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="257"/>
        <source>The request to GitHub was cancelled.</source>
        <translation>Die Anfrage an GitHub wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="443"/>
        <source>Connection refused</source>
        <translation>Verbindung abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="446"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="467"/>
        <source>the connection closed before the answer was complete</source>
        <translation>die Verbindung wurde geschlossen, bevor die Antwort vollständig war</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="449"/>
        <source>the host %1 was not found</source>
        <translation>der Host %1 wurde nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="452"/>
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>keine Antwort innerhalb von %n Sekunde</numerusform>
            <numerusform>keine Antwort innerhalb von %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="476"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="484"/>
        <source>GitHub could not be reached: %1.</source>
        <translation>GitHub ist nicht erreichbar: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="482"/>
        <source>GitHub could not be reached after %n attempts: %1.</source>
        <translation>
            <numerusform>GitHub war nach %n Versuch nicht erreichbar: %1.</numerusform>
            <numerusform>GitHub war nach %n Versuchen nicht erreichbar: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="500"/>
        <source>GitHub sent a redirect (HTTP %1) without a target.</source>
        <translation>GitHub hat eine Weiterleitung (HTTP %1) ohne Ziel gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="506"/>
        <source>GitHub redirected the request too many times.</source>
        <translation>GitHub hat die Anfrage zu oft weitergeleitet.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="514"/>
        <source>GitHub redirected the request to %1, away from the API at %2; the workbench does not follow it there.</source>
        <translation>GitHub hat die Anfrage auf %1 weitergeleitet, weg von der API unter %2; dorthin folgt die Workbench nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="555"/>
        <source>GitHub asked the workbench to slow down (secondary rate limit).</source>
        <translation>GitHub hat die Workbench gebeten, langsamer zu werden (sekundäres Rate-Limit).</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="562"/>
        <source>GitHub&apos;s rate limit is used up until %1.</source>
        <translation>Das Rate-Limit von GitHub ist bis %1 ausgeschöpft.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="568"/>
        <source>GitHub&apos;s rate limit was reached.</source>
        <translation>Das Rate-Limit von GitHub wurde erreicht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="577"/>
        <source>GitHub&apos;s rate limit was still exceeded after %n attempts; try again later.</source>
        <translation>
            <numerusform>Das Rate-Limit von GitHub war auch nach %n Versuch noch überschritten; versuchen Sie es später erneut.</numerusform>
            <numerusform>Das Rate-Limit von GitHub war auch nach %n Versuchen noch überschritten; versuchen Sie es später erneut.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="579"/>
        <source>GitHub&apos;s rate limit is exceeded; try again later.</source>
        <translation>Das Rate-Limit von GitHub ist überschritten; versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="591"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="599"/>
        <source>GitHub answered with a server error (HTTP %1).</source>
        <translation>GitHub hat mit einem Serverfehler geantwortet (HTTP %1).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="596"/>
        <source>GitHub kept answering with a server error (HTTP %1) after %n attempts.</source>
        <translation>
            <numerusform>GitHub hat nach %n Versuch weiterhin mit einem Serverfehler geantwortet (HTTP %1).</numerusform>
            <numerusform>GitHub hat nach %n Versuchen weiterhin mit einem Serverfehler geantwortet (HTTP %1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="614"/>
        <source>GitHub needs you to sign in (%1).</source>
        <translation>GitHub verlangt, dass Sie sich anmelden (%1).</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="615"/>
        <source>GitHub rejected the token (%1).</source>
        <translation>GitHub hat das Token abgelehnt (%1).</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="618"/>
        <source>GitHub refused the request: %1.</source>
        <translation>GitHub hat die Anfrage verweigert: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="621"/>
        <source>GitHub could not find %1.</source>
        <translation>GitHub konnte %1 nicht finden.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="625"/>
        <source>GitHub reports that %1 was deleted.</source>
        <translation>GitHub meldet, dass %1 gelöscht wurde.</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="628"/>
        <source>GitHub answered HTTP %1: %2.</source>
        <translation>GitHub antwortete mit HTTP %1: %2.</translation>
    </message>
</context>
<context>
    <name>acp::GitHubPreviewFetcher</name>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="123"/>
        <source>No connection to GitHub is configured.</source>
        <translation>Es ist keine Verbindung zu GitHub eingerichtet.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="134"/>
        <source>The GitHub address has an empty, “.” or “..” part; it is not previewed.</source>
        <translation>Die GitHub-Adresse hat einen leeren Teil oder einen Teil „.“ oder „..“; sie erhält keine Vorschau.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="170"/>
        <source>The address is not a GitHub repository link.</source>
        <translation>Die Adresse ist kein Link auf ein GitHub-Repository.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="187"/>
        <source>GitHub&apos;s answer could not be read.</source>
        <translation>Die Antwort von GitHub konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="363"/>
        <source>GitHub could not find the file.</source>
        <translation>GitHub konnte die Datei nicht finden.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="493"/>
        <source>Releases of %1</source>
        <translation>Releases von %1</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="497"/>
        <source>Newest: %1</source>
        <translation>Neuestes: %1</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="533"/>
        <source>GitHub has no %1 (HTTP %2).</source>
        <translation>GitHub kennt %1 nicht (HTTP %2).</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="535"/>
        <source>such file in %1</source>
        <translation>eine solche Datei in %1</translation>
    </message>
</context>
<context>
    <name>acp::Hosts</name>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="61"/>
        <source>Enter a host, for example github.com or ghe.example.com.</source>
        <translation>Geben Sie einen Host ein, zum Beispiel github.com oder ghe.example.com.</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="77"/>
        <source>“%1” is not a host name; write it as github.com or ghe.example.com.</source>
        <translation>„%1“ ist kein Hostname; schreiben Sie ihn als github.com oder ghe.example.com.</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="101"/>
        <source>Enter only the host (%1), without a path.</source>
        <translation>Geben Sie nur den Host (%1) ein, ohne Pfad.</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="149"/>
        <source>The workbench talks to %1 only over HTTPS: unencrypted http:// is allowed for this computer&apos;s own addresses (127.0.0.1, localhost) only.</source>
        <translation>Die Workbench spricht mit %1 nur über HTTPS: Unverschlüsseltes http:// ist nur für die eigenen Adressen dieses Computers (127.0.0.1, localhost) erlaubt.</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="154"/>
        <source>“%1” is not an https:// address.</source>
        <translation>„%1“ ist keine https://-Adresse.</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="181"/>
        <source>The address carries a user name or password (before “@”), which the workbench does not send anywhere: give the host alone and the token through GH_TOKEN, GH_ENTERPRISE_TOKEN or Account &gt; Sign In.</source>
        <translation>Die Adresse enthält einen Benutzernamen oder ein Passwort (vor „@“), die die Workbench nirgendwohin sendet: Geben Sie nur den Host an und das Token über GH_TOKEN, GH_ENTERPRISE_TOKEN oder Konto &gt; Anmelden.</translation>
    </message>
</context>
<context>
    <name>acp::HttpRequest</name>
    <message numerus="yes">
        <location filename="../src/core/github/HttpRequest.cpp" line="26"/>
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>keine Antwort innerhalb von %n Sekunde</numerusform>
            <numerusform>keine Antwort innerhalb von %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="68"/>
        <source>%1 cannot be sent to %2</source>
        <translation>%1 kann nicht an %2 gesendet werden</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="196"/>
        <source>the request was cancelled</source>
        <translation>die Anfrage wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="213"/>
        <source>the request was not sent</source>
        <translation>die Anfrage wurde nicht gesendet</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/HttpRequest.cpp" line="544"/>
        <source>the answer is larger than %n MiB</source>
        <translation>
            <numerusform>die Antwort ist größer als %n MiB</numerusform>
            <numerusform>die Antwort ist größer als %n MiB</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="284"/>
        <source>the connection closed before the answer was complete</source>
        <translation>die Verbindung wurde geschlossen, bevor die Antwort vollständig war</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="303"/>
        <source>SSL handshake failed: %1</source>
        <translation>SSL-Handshake fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="343"/>
        <source>the answer has an overlong line</source>
        <translation>die Antwort enthält eine überlange Zeile</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="407"/>
        <source>the answer has an invalid Content-Length</source>
        <translation>die Antwort hat eine ungültige Content-Length</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="452"/>
        <source>the answer is not HTTP</source>
        <translation>die Antwort ist kein HTTP</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="462"/>
        <source>the answer&apos;s headers are too large</source>
        <translation>die Header der Antwort sind zu groß</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="474"/>
        <source>the answer has a malformed header</source>
        <translation>die Antwort enthält einen fehlerhaften Header</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="496"/>
        <location filename="../src/core/github/HttpRequest.cpp" line="511"/>
        <source>the answer has an invalid chunk</source>
        <translation>die Antwort enthält einen ungültigen Chunk</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="569"/>
        <source>the answer is encoded as %1, which the workbench did not ask for</source>
        <translation>die Antwort ist als %1 kodiert, was die Workbench nicht angefordert hat</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="584"/>
        <source>the answer&apos;s gzip encoding is damaged</source>
        <translation>die gzip-Kodierung der Antwort ist beschädigt</translation>
    </message>
</context>
<context>
    <name>acp::InSentence</name>
    <message>
        <location filename="../src/core/i18n/InSentence.cpp" line="11"/>
        <source>lower-case</source>
        <extracomment>Translate as &quot;lower-case&quot; when state names such as &quot;Voting&quot; or &quot;Gap&quot; are written in lower case inside a sentence in your language (English: &quot;#12 is voting&quot;); else as &quot;keep&quot;.</extracomment>
        <translation>keep</translation>
    </message>
</context>
<context>
    <name>acp::IssueCache</name>
    <message>
        <location filename="../src/core/store/IssueCache.cpp" line="298"/>
        <source>#%1 is a pull request, not an application.</source>
        <translation>#%1 ist ein Pull Request, kein Antrag.</translation>
    </message>
    <message>
        <location filename="../src/core/store/IssueCache.cpp" line="300"/>
        <source>Application #%1 is not in the cache; run “sync” first, or check the number.</source>
        <translation>Antrag #%1 ist nicht im Cache; führen Sie zuerst „sync“ aus oder prüfen Sie die Nummer.</translation>
    </message>
    <message>
        <location filename="../src/core/store/IssueCache.cpp" line="303"/>
        <source>Application #%1 was deleted on GitHub.</source>
        <translation>Antrag #%1 wurde auf GitHub gelöscht.</translation>
    </message>
</context>
<context>
    <name>acp::IssueEventsFetcher</name>
    <message>
        <location filename="../src/core/sync/IssueEventsFetcher.cpp" line="41"/>
        <source>Reading the applications&apos; label history…</source>
        <translation>Die Label-Historie der Anträge wird gelesen…</translation>
    </message>
</context>
<context>
    <name>acp::JsonCursor</name>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="20"/>
        <source>unexpected text</source>
        <translation>unerwarteter Text</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="21"/>
        <source>a malformed string</source>
        <translation>eine fehlerhafte Zeichenkette</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="22"/>
        <source>a malformed number</source>
        <translation>eine fehlerhafte Zahl</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="24"/>
        <source>lists and objects nested too deeply</source>
        <translation>zu tief verschachtelte Listen und Objekte</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="25"/>
        <source>the text ends too early</source>
        <translation>der Text endet zu früh</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="27"/>
        <source>more text after the end</source>
        <translation>weiterer Text nach dem Ende</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="167"/>
        <source>%1 at byte %2</source>
        <extracomment>The first argument is what is wrong in the JSON text, e.g. &quot;a malformed number&quot;.</extracomment>
        <translation>%1 bei Byte %2</translation>
    </message>
</context>
<context>
    <name>acp::Keychain</name>
    <message>
        <location filename="../src/core/auth/Keychain.cpp" line="90"/>
        <source>the system keychain did not answer earlier in this session</source>
        <translation>der Schlüsselbund des Systems hat früher in dieser Sitzung nicht geantwortet</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Keychain.cpp" line="147"/>
        <source>the system keychain reported an error</source>
        <translation>der Schlüsselbund des Systems hat einen Fehler gemeldet</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/auth/Keychain.cpp" line="158"/>
        <source>the system keychain did not answer within %n second(s)</source>
        <translation>
            <numerusform>der Schlüsselbund des Systems hat nicht innerhalb von %n Sekunde geantwortet</numerusform>
            <numerusform>der Schlüsselbund des Systems hat nicht innerhalb von %n Sekunden geantwortet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/auth/Keychain.cpp" line="170"/>
        <source>this build of the workbench has no keychain support (QtKeychain)</source>
        <translation>dieser Build der Workbench unterstützt keinen Schlüsselbund (QtKeychain)</translation>
    </message>
</context>
<context>
    <name>acp::LabelMappingFile</name>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="44"/>
        <source>In %1, “%2” is not a key of a label mapping.</source>
        <translation>In %1 ist „%2“ kein Schlüssel einer Label-Zuordnung.</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="49"/>
        <source>In %1, “states” must be an object of state ids and label names.</source>
        <translation>In %1 muss „states“ ein Objekt aus Status-IDs und Label-Namen sein.</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="55"/>
        <source>In %1, “%2” is not a state with a label; use new, needs-info, voting, approved or declined.</source>
        <translation>In %1 ist „%2“ kein Status mit Label; verwenden Sie new, needs-info, voting, approved oder declined.</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="65"/>
        <source>In %1, the labels of “%2” must be texts.</source>
        <translation>In %1 müssen die Labels von „%2“ Texte sein.</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="70"/>
        <source>In %1, the labels of “%2” must be a text or a list of texts.</source>
        <translation>In %1 müssen die Labels von „%2“ ein Text oder eine Liste von Texten sein.</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="75"/>
        <source>In %1, the label “%2” is longer than GitHub&apos;s 50 characters.</source>
        <translation>In %1 ist das Label „%2“ länger als die 50 Zeichen, die GitHub erlaubt.</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="88"/>
        <source>In %1, “%2” and “%3” cannot share the label “%4”.</source>
        <translation>In %1 können „%2“ und „%3“ nicht das Label „%4“ teilen.</translation>
    </message>
</context>
<context>
    <name>acp::LinkPreview</name>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="89"/>
        <source>Not fetched yet</source>
        <translation>Noch nicht abgerufen</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="91"/>
        <source>Fetched</source>
        <translation>Abgerufen</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="93"/>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="95"/>
        <source>Timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="97"/>
        <source>Secure connection failed</source>
        <translation>Sichere Verbindung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="99"/>
        <source>Page too large</source>
        <translation>Seite zu groß</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="101"/>
        <source>Redirect loop</source>
        <translation>Weiterleitungsschleife</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="103"/>
        <source>Server error</source>
        <translation>Serverfehler</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="105"/>
        <source>Not a web address</source>
        <translation>Keine Webadresse</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="107"/>
        <source>Unreachable</source>
        <translation>Nicht erreichbar</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="109"/>
        <source>Address refused</source>
        <translation>Adresse abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="128"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="130"/>
        <source>Pass</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="132"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="134"/>
        <source>Fail</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="136"/>
        <source>Not applicable</source>
        <translation>Nicht zutreffend</translation>
    </message>
</context>
<context>
    <name>acp::LinkPreviewCard</name>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="252"/>
        <source>No address</source>
        <translation>Keine Adresse</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="317"/>
        <source>Fetch</source>
        <translation>Abrufen</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="319"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="321"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="322"/>
        <source>Fetch this preview again now</source>
        <translation>Diese Vorschau jetzt erneut abrufen</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="324"/>
        <source>Preview of %1</source>
        <translation>Vorschau von %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="332"/>
        <source>fetched %1</source>
        <translation>abgerufen %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="334"/>
        <source>the last refresh failed (%1): %2</source>
        <translation>die letzte Aktualisierung ist fehlgeschlagen (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="342"/>
        <source>tried %1</source>
        <translation>versucht %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="344"/>
        <source>Fetching the preview…</source>
        <translation>Vorschau wird abgerufen…</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="346"/>
        <source>Not fetched yet: previews are fetched when you ask.</source>
        <translation>Noch nicht abgerufen: Vorschauen werden auf Anfrage abgerufen.</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="348"/>
        <source>Not fetched: this application has more links than are previewed by themselves (%1). Press Fetch to preview this one.</source>
        <translation>Nicht abgerufen: Dieser Antrag hat mehr Links, als von selbst eine Vorschau erhalten (%1). Klicken Sie auf „Abrufen“, um die Vorschau dieses Links zu sehen.</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="352"/>
        <source>Not fetched: previews are turned off, and none is cached.</source>
        <translation>Nicht abgerufen: Vorschauen sind ausgeschaltet, und keine ist im Cache.</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="354"/>
        <source>Not fetched yet.</source>
        <translation>Noch nicht abgerufen.</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="357"/>
        <source>refreshing…</source>
        <translation>wird aktualisiert…</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="404"/>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="407"/>
        <source>no licence detected</source>
        <translation>keine Lizenz erkannt</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="411"/>
        <source>last push %1</source>
        <translation>letzter Push %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="413"/>
        <source>archived</source>
        <translation>archiviert</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="418"/>
        <source>Latest release: none</source>
        <translation>Neuestes Release: keines</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="422"/>
        <source>Latest release: %1</source>
        <translation>Neuestes Release: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="423"/>
        <source>Latest release: %1 (%2)</source>
        <translation>Neuestes Release: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="427"/>
        <source>Security policy: yes (%1)</source>
        <translation>Sicherheitsrichtlinie: ja (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="429"/>
        <source>Security policy: none found</source>
        <translation>Sicherheitsrichtlinie: keine gefunden</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="433"/>
        <source>CI:</source>
        <translation>CI:</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="433"/>
        <source>CI on %1:</source>
        <translation>CI auf %1:</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="465"/>
        <source>A binary file: its content is not shown.</source>
        <translation>Eine Binärdatei: Ihr Inhalt wird nicht angezeigt.</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="468"/>
        <source>Too large for GitHub to send its content.</source>
        <translation>Zu groß: GitHub sendet den Inhalt nicht.</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="469"/>
        <source>Showing the beginning of the file.</source>
        <translation>Der Anfang der Datei wird angezeigt.</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="487"/>
        <source>Sections: %1</source>
        <translation>Abschnitte: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="493"/>
        <source>About this requirement: %1 (lines %2–%3).</source>
        <translation>Zu dieser Anforderung: %1 (Zeilen %2–%3).</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="525"/>
        <source>No runs yet.</source>
        <translation>Noch keine Läufe.</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="526"/>
        <source>Recent runs:</source>
        <translation>Letzte Läufe:</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="540"/>
        <source>(pre-release)</source>
        <translation>(Vorabversion)</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="543"/>
        <source>No releases.</source>
        <translation>Keine Releases.</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="558"/>
        <source>redirects to %1</source>
        <translation>leitet weiter auf %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="560"/>
        <source>image (not loaded): %1</source>
        <translation>Bild (nicht geladen): %1</translation>
    </message>
</context>
<context>
    <name>acp::LinkPreviewService</name>
    <message>
        <location filename="../src/core/preview/LinkPreviewService.cpp" line="165"/>
        <source>Only http and https addresses are previewed; this link is never fetched.</source>
        <translation>Nur http- und https-Adressen erhalten eine Vorschau; dieser Link wird nie abgerufen.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreviewService.cpp" line="172"/>
        <source>This GitHub address has an empty, “.” or “..” part, so it could point outside the repository it names; it is never fetched.</source>
        <translation>Diese GitHub-Adresse hat einen leeren Teil oder einen Teil „.“ oder „..“ und könnte daher aus dem genannten Repository hinausführen; sie wird nie abgerufen.</translation>
    </message>
</context>
<context>
    <name>acp::ListingActions</name>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="23"/>
        <source>Draft &amp;Listing…</source>
        <translation>&amp;Eintrag entwerfen…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="25"/>
        <source>Draft the approved platform&apos;s pytorch.org listing: its entry and install guide, checked against the site&apos;s rules</source>
        <translation>Den pytorch.org-Eintrag der zugelassenen Plattform entwerfen: Eintrag und Installationsanleitung, nach den Regeln der Website geprüft</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="61"/>
        <source>Select an approved application first.</source>
        <translation>Wählen Sie zuerst einen zugelassenen Antrag.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="81"/>
        <location filename="../src/ui/listing/ListingActions.cpp" line="86"/>
        <source>Draft Listing</source>
        <translation>Eintrag entwerfen</translation>
    </message>
</context>
<context>
    <name>acp::ListingCommands</name>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="56"/>
        <source>“listing” needs one issue number, for example: listing 3 --output DIR.</source>
        <translation>„listing“ braucht eine Issue-Nummer, zum Beispiel: listing 3 --output ORDNER.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="65"/>
        <source>“listing” needs --output DIR, the folder to write the two files to (or --json to print the draft).</source>
        <translation>„listing“ braucht --output ORDNER, den Ordner für die zwei Dateien (oder --json, um den Entwurf auszugeben).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="113"/>
        <source>error: %1 (%2)</source>
        <translation>Fehler: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="113"/>
        <source>warning: %1 (%2)</source>
        <translation>Warnung: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="118"/>
        <source>The listing draft of #%1 does not pass the site&apos;s rules; nothing was written. Correct it in the window (Application &gt; Draft Listing).</source>
        <translation>Der Eintragsentwurf von #%1 erfüllt die Regeln der Website nicht; es wurde nichts geschrieben. Korrigieren Sie ihn im Fenster (Antrag &gt; Eintrag entwerfen).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="122"/>
        <source>The listing draft of #%1, as kept in the workspace:</source>
        <translation>Der Eintragsentwurf von #%1, wie im Arbeitsbereich gespeichert:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="123"/>
        <source>The listing draft of #%1, from the application:</source>
        <translation>Der Eintragsentwurf von #%1, aus dem Antrag:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="135"/>
        <source>The demo workspace is offline; nothing is queued for GitHub.</source>
        <translation>Der Demo-Arbeitsbereich ist offline; für GitHub wird nichts eingereiht.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="155"/>
        <source>Queued: %1</source>
        <translation>Eingereiht: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="156"/>
        <source>Branch %1; `push` opens the pull request.</source>
        <translation>Branch %1; `push` öffnet den Pull Request.</translation>
    </message>
</context>
<context>
    <name>acp::ListingDrafts</name>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="50"/>
        <source>#%1 is %2: only an approved platform is listed on pytorch.org.</source>
        <translation>#%1 ist %2: Nur eine zugelassene Plattform wird auf pytorch.org gelistet.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="119"/>
        <source>The listing draft could not be kept: %1</source>
        <translation>Der Eintragsentwurf konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="145"/>
        <source>The listing draft does not pass the site&apos;s rules: %1</source>
        <translation>Der Eintragsentwurf erfüllt die Regeln der Website nicht: %1</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="159"/>
        <source>The folder %1 could not be created.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="166"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>acp::ListingEditorDialog</name>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="55"/>
        <source>Save the Listing Files into a Folder (the Site&apos;s Repository)</source>
        <translation>Eintragsdateien in einem Ordner speichern (dem Repository der Website)</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="58"/>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="442"/>
        <source>Open Pull Request</source>
        <translation>Pull Request öffnen</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="80"/>
        <source>Open &amp;Removal Pull Request…</source>
        <translation>Pull Request zur &amp;Entfernung öffnen…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="87"/>
        <source>Listing Draft — #%1 %2</source>
        <translation>Eintragsentwurf — #%1 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="102"/>
        <source>The entry and install guide of pytorch.org&apos;s additional platforms page, checked against the site&apos;s rules as you type. Your edits are kept in the workspace.</source>
        <translation>Eintrag und Installationsanleitung für die Seite „Additional Platforms“ auf pytorch.org, während der Eingabe nach den Regeln der Website geprüft. Ihre Änderungen werden im Arbeitsbereich gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="113"/>
        <source>e.g. ascend_npu</source>
        <translation>z. B. ascend_npu</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="118"/>
        <source>The project&apos;s issue tracker or forum</source>
        <translation>Issue-Tracker oder Forum des Projekts</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="119"/>
        <source>pip3 install …</source>
        <translation>pip3 install …</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="120"/>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="121"/>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="122"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="123"/>
        <source>Platform &amp;id:</source>
        <translation>Plattform-&amp;ID:</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="124"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="125"/>
        <source>Support c&amp;hannel:</source>
        <translation>Support&amp;kanal:</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="126"/>
        <source>Stable, &amp;Linux:</source>
        <translation>Stabil, &amp;Linux:</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="127"/>
        <source>Stable, &amp;Windows:</source>
        <translation>Stabil, &amp;Windows:</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="128"/>
        <source>Preview, Lin&amp;ux:</source>
        <translation>Vorschau, Lin&amp;ux:</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="129"/>
        <source>Preview, Win&amp;dows:</source>
        <translation>Vorschau, Win&amp;dows:</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="134"/>
        <source>Install guide (Markdown)</source>
        <translation>Installationsanleitung (Markdown)</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="135"/>
        <source>Install &amp;guide (Markdown):</source>
        <translation>Installations&amp;anleitung (Markdown):</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="151"/>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="152"/>
        <source>Entry (JSON)</source>
        <translation>Eintrag (JSON)</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="167"/>
        <source>Problems with the listing draft</source>
        <translation>Probleme des Eintragsentwurfs</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="175"/>
        <source>&amp;Save Files…</source>
        <translation>Dateien &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="179"/>
        <source>Open &amp;Pull Request…</source>
        <translation>&amp;Pull Request öffnen…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="189"/>
        <source>Start &amp;Over from Application</source>
        <translation>Neu aus dem Antrag &amp;beginnen</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="192"/>
        <source>Replace this draft with a new one from what the application says now</source>
        <translation>Diesen Entwurf durch einen neuen aus dem aktuellen Antrag ersetzen</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="196"/>
        <source>Start Over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="196"/>
        <source>Replace your edits with a new draft from the application?</source>
        <translation>Ihre Änderungen durch einen neuen Entwurf aus dem Antrag ersetzen?</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="245"/>
        <source>This platform is retired: its pull request deletes the two files below from the site. Check that the platform id names the files it is listed with.</source>
        <translation>Diese Plattform ist zurückgezogen: Ihr Pull Request löscht die beiden unten genannten Dateien von der Website. Prüfen Sie, dass die Plattform-ID die Dateien nennt, unter denen sie gelistet ist.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="249"/>
        <source>Your draft, as kept in the workspace.</source>
        <translation>Ihr Entwurf, wie im Arbeitsbereich gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="250"/>
        <source>Drafted from the application&apos;s answers: read every field before the listing goes out.</source>
        <translation>Aus den Antworten des Antrags entworfen: Lesen Sie jedes Feld, bevor der Eintrag veröffentlicht wird.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="273"/>
        <source>Files: %1 and %2</source>
        <translation>Dateien: %1 und %2</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="284"/>
        <source>Error: the site would refuse this.</source>
        <translation>Fehler: Die Website würde das ablehnen.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="285"/>
        <source>Warning: the site accepts it, but read it again.</source>
        <translation>Warnung: Die Website nimmt es an, aber lesen Sie es noch einmal.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="289"/>
        <source>The draft passes the site&apos;s rules.</source>
        <translation>Der Entwurf erfüllt die Regeln der Website.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="295"/>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="393"/>
        <source>Correct the errors listed below first.</source>
        <translation>Korrigieren Sie zuerst die unten aufgeführten Fehler.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="296"/>
        <source>Write the two files into a folder</source>
        <translation>Die zwei Dateien in einen Ordner schreiben</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="367"/>
        <source>Wrote %1 and %2.</source>
        <translation>%1 und %2 geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="381"/>
        <source>Save Files</source>
        <translation>Dateien speichern</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="394"/>
        <source>A pull request of this listing waits in the outbox.</source>
        <translation>Ein Pull Request für diesen Eintrag wartet im Postausgang.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="395"/>
        <source>Queue a pull request to %1 from your fork; Push sends it</source>
        <translation>Einen Pull Request an %1 aus Ihrem Fork einreihen; Senden schickt ihn ab</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="403"/>
        <source>Pull request: %1 in the outbox.</source>
        <translation>Pull Request: %1 im Postausgang.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="405"/>
        <source>Pull request: %1</source>
        <translation>Pull Request: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="422"/>
        <source>The pull request of the listing is in the outbox; Push sends it.</source>
        <translation>Der Pull Request des Eintrags ist im Postausgang; Senden schickt ihn ab.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="430"/>
        <source>Queue a pull request to %1 that deletes these two files? Push forks the site&apos;s repository (or uses your fork), commits the deletion on a branch of its own and opens the pull request, once.</source>
        <translation>Einen Pull Request an %1 einreihen, der diese zwei Dateien löscht? Senden forkt das Repository der Website (oder verwendet Ihren Fork), committet die Löschung auf einem eigenen Branch und öffnet den Pull Request, genau einmal.</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="434"/>
        <source>Queue a pull request to %1 with these two files? Push forks the site&apos;s repository (or uses your fork), commits the files on a branch of their own and opens the pull request, once.</source>
        <translation>Einen Pull Request mit diesen zwei Dateien an %1 einreihen? Senden forkt das Repository der Website (oder verwendet Ihren Fork), committet die Dateien auf einem eigenen Branch und öffnet den Pull Request, genau einmal.</translation>
    </message>
</context>
<context>
    <name>acp::ListingPullRequestStates</name>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="66"/>
        <source>merged</source>
        <translation>gemergt</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="68"/>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="69"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="74"/>
        <source>listing removal: pull request #%1 on %2, %3</source>
        <translation>Entfernung des Eintrags: Pull Request #%1 auf %2, %3</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="75"/>
        <source>pytorch.org listing: pull request #%1 on %2, %3</source>
        <translation>pytorch.org-Eintrag: Pull Request #%1 auf %2, %3</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="133"/>
        <source>The state of pull request #%1 on %2 could not be read: %3</source>
        <translation>Der Stand von Pull Request #%1 auf %2 konnte nicht gelesen werden: %3</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="136"/>
        <source>an unexpected answer</source>
        <translation>eine unerwartete Antwort</translation>
    </message>
</context>
<context>
    <name>acp::ListingPullRequests</name>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="67"/>
        <source>The listing draft does not pass the site&apos;s rules: %1</source>
        <translation>Der Eintragsentwurf erfüllt die Regeln der Website nicht: %1</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="73"/>
        <source>#%1 is not retired: only a retired platform&apos;s listing is removed.</source>
        <translation>#%1 ist nicht zurückgezogen: Entfernt wird nur der Eintrag einer zurückgezogenen Plattform.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="86"/>
        <source>A listing pull request of #%1 is already in the outbox; send or cancel it first.</source>
        <translation>Ein Pull Request für den Eintrag von #%1 ist schon im Postausgang; senden oder verwerfen Sie ihn zuerst.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="166"/>
        <source>The workspace has no outbox.</source>
        <translation>Der Arbeitsbereich hat keinen Postausgang.</translation>
    </message>
</context>
<context>
    <name>acp::ListingRules</name>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="52"/>
        <source>The platform id is empty: it names both files, in lower-case letters, digits and underscores.</source>
        <translation>Die Plattform-ID (platform id) ist leer: Sie benennt beide Dateien, mit Kleinbuchstaben, Ziffern und Unterstrichen.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="57"/>
        <source>The platform id “%1” may hold only lower-case letters, digits and underscores.</source>
        <translation>Die Plattform-ID (platform id) „%1“ darf nur Kleinbuchstaben, Ziffern und Unterstriche enthalten.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="70"/>
        <source>The entry is not valid JSON: %1 at character %2.</source>
        <translation>Der Eintrag (entry) ist kein gültiges JSON: %1 bei Zeichen %2.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="75"/>
        <source>The entry must be a JSON object.</source>
        <translation>Der Eintrag (entry) muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="87"/>
        <source>The key “documentation” is not accepted by the site: the documentation links belong in the install guide&apos;s Documentation section.</source>
        <translation>Den Schlüssel „documentation“ nimmt die Website nicht an: Die Dokumentationslinks gehören in den Abschnitt Documentation der Installationsanleitung.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="89"/>
        <source>The key “%1” is not accepted by the site: an entry has only name, support_channel, stable and preview.</source>
        <translation>Den Schlüssel „%1“ nimmt die Website nicht an: Ein Eintrag hat nur name, support_channel, stable und preview.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="97"/>
        <source>The entry has no “%1”, which is required.</source>
        <translation>Dem Eintrag fehlt „%1“, das erforderlich ist.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="99"/>
        <location filename="../src/core/listing/ListingRules.cpp" line="151"/>
        <source>“%1” must be a string.</source>
        <translation>„%1“ muss eine Zeichenkette sein.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="101"/>
        <location filename="../src/core/listing/ListingRules.cpp" line="153"/>
        <source>“%1” is empty.</source>
        <translation>„%1“ ist leer.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="103"/>
        <source>“%1” must be one line of text.</source>
        <translation>„%1“ muss eine einzige Textzeile sein.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="112"/>
        <source>“support_channel” is not a web address; the site shows it as a link (for example the project&apos;s issue tracker).</source>
        <translation>„support_channel“ ist keine Webadresse; die Website zeigt ihn als Link (zum Beispiel zum Issue-Tracker des Projekts).</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="123"/>
        <source>The entry has no “stable” install commands, which are required.</source>
        <translation>Dem Eintrag fehlen die erforderlichen „stable“-Installationsbefehle.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="131"/>
        <source>“%1” must be an object of install commands by operating system (linux, windows).</source>
        <translation>„%1“ muss ein Objekt mit Installationsbefehlen je Betriebssystem sein (linux, windows).</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="140"/>
        <source>“%1” has no install command: give one for linux, windows or both.</source>
        <translation>„%1“ hat keinen Installationsbefehl: Geben Sie einen für linux, windows oder beide an.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="147"/>
        <source>“%1” is not accepted: install commands are given for linux and windows only.</source>
        <translation>„%1“ wird nicht angenommen: Installationsbefehle gibt es nur für linux und windows.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="155"/>
        <source>“%1” must be one command on one line.</source>
        <translation>„%1“ muss ein einziger Befehl auf einer Zeile sein.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="172"/>
        <source>The install guide is empty.</source>
        <translation>Die Installationsanleitung (guide) ist leer.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="177"/>
        <source>The install guide has %1 lines; the site accepts at most %2.</source>
        <translation>Die Installationsanleitung (guide) hat %1 Zeilen; die Website nimmt höchstens %2 an.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="209"/>
        <source>Line %1 of the install guide holds HTML, which the site renders as markup: write it as Markdown, or inside a code block.</source>
        <translation>Zeile %1 der Installationsanleitung (guide) enthält HTML, das die Website als Markup darstellt: Schreiben Sie es als Markdown oder in einen Codeblock.</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="221"/>
        <source>The install guide has no “%1” section.</source>
        <translation>Der Installationsanleitung (guide) fehlt der Abschnitt „%1“.</translation>
    </message>
</context>
<context>
    <name>acp::MainWindow</name>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="78"/>
        <location filename="../src/ui/window/MainWindow.cpp" line="518"/>
        <location filename="../src/ui/window/MainWindow.cpp" line="519"/>
        <location filename="../src/ui/window/MainWindow.cpp" line="520"/>
        <source>Demo workspace</source>
        <translation>Demo-Arbeitsbereich</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="80"/>
        <source>ACP Workbench</source>
        <translation>ACP Workbench</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="253"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="254"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="255"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="256"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="301"/>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="312"/>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="349"/>
        <source>All states</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="494"/>
        <source>No applications</source>
        <translation>Keine Anträge</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="495"/>
        <source>No applications yet: sync to fetch them</source>
        <translation>Noch keine Anträge: Synchronisieren Sie, um sie abzurufen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/MainWindow.cpp" line="497"/>
        <source>%n application(s)</source>
        <translation>
            <numerusform>%n Antrag</numerusform>
            <numerusform>%n Anträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/MainWindow.cpp" line="499"/>
        <source>%1 of %n application(s) shown</source>
        <translation>
            <numerusform>%1 von %n Antrag angezeigt</numerusform>
            <numerusform>%1 von %n Anträgen angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="522"/>
        <source>Fictional applications bundled with the workbench. Nothing is sent to GitHub.</source>
        <translation>Fiktive Anträge, die mit der Workbench ausgeliefert werden. Nichts wird an GitHub gesendet.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="531"/>
        <source>Network status</source>
        <translation>Netzwerkstatus</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="570"/>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="571"/>
        <source>This computer is connected to the internet.</source>
        <translation>Dieser Computer ist mit dem Internet verbunden.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="574"/>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="575"/>
        <source>This computer is offline. Everything cached can still be read; sync when back online.</source>
        <translation>Dieser Computer ist offline. Alles im Cache bleibt lesbar; synchronisieren Sie, sobald Sie wieder online sind.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="580"/>
        <source>Local network only</source>
        <translation>Nur lokales Netzwerk</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="581"/>
        <source>This computer has a network but no internet connection.</source>
        <translation>Dieser Computer hat ein Netzwerk, aber keine Internetverbindung.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="584"/>
        <source>Network: unknown</source>
        <translation>Netzwerk: unbekannt</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="585"/>
        <source>The system does not report whether this computer is online.</source>
        <translation>Das System meldet nicht, ob dieser Computer online ist.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="589"/>
        <source>The demo workspace never uses the network.</source>
        <translation>Der Demo-Arbeitsbereich verwendet nie das Netzwerk.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="764"/>
        <source>Roster version %1 saved.</source>
        <translation>Mitgliederliste Version %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="781"/>
        <source>Demo workspace (offline)</source>
        <translation>Demo-Arbeitsbereich (offline)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="784"/>
        <source>ACP Workbench %1</source>
        <translation>ACP Workbench %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="787"/>
        <source>A review workbench for the PyTorch Foundation&apos;s Additional Compute Platforms admission process.</source>
        <translation>Eine Prüf-Workbench für das Aufnahmeverfahren der Additional Compute Platforms der PyTorch Foundation.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="791"/>
        <source>Workspace: %1</source>
        <translation>Arbeitsbereich: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="792"/>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="776"/>
        <source>Qt %1 (built with %2)</source>
        <translation>Qt %1 (erstellt mit %2)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="797"/>
        <source>About ACP Workbench</source>
        <translation>Über ACP Workbench</translation>
    </message>
</context>
<context>
    <name>acp::MarkdownView</name>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="87"/>
        <source>Image not loaded: %1</source>
        <translation>Bild nicht geladen: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="90"/>
        <source>[image]</source>
        <translation>[Bild]</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="91"/>
        <source>[image: %1]</source>
        <translation>[Bild: %1]</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="65"/>
        <source>Open Link</source>
        <translation>Link öffnen</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="68"/>
        <source>Open this address in your mail program?</source>
        <translation>Diese Adresse in Ihrem E-Mail-Programm öffnen?</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="70"/>
        <source>Open this link in your web browser?</source>
        <translation>Diesen Link in Ihrem Webbrowser öffnen?</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="73"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="45"/>
        <source>Application text</source>
        <translation>Antragstext</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="316"/>
        <source>This text is %1 characters long; only the first %2 are shown here. The full text is on GitHub.</source>
        <translation>Dieser Text ist %1 Zeichen lang; hier werden nur die ersten %2 angezeigt. Der vollständige Text steht auf GitHub.</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="96"/>
        <source>Link not opened: %1 is not one e-mail address.</source>
        <translation>Link nicht geöffnet: %1 ist nicht genau eine E-Mail-Adresse.</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="100"/>
        <source>Link not opened: &quot;%1&quot; is not a web address.</source>
        <translation>Link nicht geöffnet: „%1“ ist keine Webadresse.</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="103"/>
        <source>Link not opened: %1 links are not allowed (%2).</source>
        <translation>Link nicht geöffnet: %1-Links sind nicht erlaubt (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="112"/>
        <source>Link not opened.</source>
        <translation>Link nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="117"/>
        <source>Could not hand %1 to another application.</source>
        <translation>%1 konnte nicht an eine andere Anwendung übergeben werden.</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="123"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="127"/>
        <source>(the address only: the subject, body and other fields the link carried were left out)</source>
        <translation>(nur die Adresse: Betreff, Text und weitere Felder des Links wurden weggelassen)</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="189"/>
        <source>No description provided.</source>
        <translation>Keine Beschreibung angegeben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="207"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n Kommentar</numerusform>
            <numerusform>%n Kommentare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="293"/>
        <source>ghost</source>
        <translation>ghost</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="301"/>
        <source>commented %1</source>
        <translation>kommentierte %1</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="306"/>
        <source>No text.</source>
        <translation>Kein Text.</translation>
    </message>
</context>
<context>
    <name>acp::OpenVotesPanel</name>
    <message>
        <location filename="../src/ui/voting/OpenVotesPanel.cpp" line="18"/>
        <source>Open votes</source>
        <translation>Offene Abstimmungen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/OpenVotesPanel.cpp" line="19"/>
        <source>No open votes.</source>
        <translation>Keine offenen Abstimmungen.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/OpenVotesPanel.cpp" line="59"/>
        <source>#%1 — %2</source>
        <translation>#%1 — %2</translation>
    </message>
</context>
<context>
    <name>acp::OpenWorkspaceDialog</name>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="58"/>
        <source>“%1” is not a repository name: write it as OWNER/NAME.</source>
        <translation>„%1“ ist kein Repository-Name: Schreiben Sie ihn als INHABER/NAME.</translation>
    </message>
</context>
<context>
    <name>acp::Outbox</name>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="77"/>
        <source>The action names no application.</source>
        <translation>Die Aktion nennt keinen Antrag.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="81"/>
        <source>The action has nothing to send: no comment and no label or state change.</source>
        <translation>Die Aktion hat nichts zu senden: keinen Kommentar und keine Label- oder Statusänderung.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="86"/>
        <source>Application #%1 is not in the cache; sync first.</source>
        <translation>Antrag #%1 ist nicht im Cache; synchronisieren Sie zuerst.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="90"/>
        <source>This action is already in the outbox.</source>
        <translation>Diese Aktion ist bereits im Postausgang.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="104"/>
        <location filename="../src/core/outbox/Outbox.cpp" line="116"/>
        <source>The action could not be stored: %1</source>
        <translation>Die Aktion konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="155"/>
        <location filename="../src/core/outbox/Outbox.cpp" line="178"/>
        <location filename="../src/core/outbox/Outbox.cpp" line="201"/>
        <source>There is no action %1 in the outbox.</source>
        <translation>Im Postausgang gibt es keine Aktion %1.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="159"/>
        <source>Part of this action may already be on GitHub; it can no longer be edited, only cancelled.</source>
        <translation>Ein Teil dieser Aktion ist möglicherweise schon auf GitHub; sie kann nicht mehr bearbeitet, nur noch abgebrochen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="161"/>
        <source>Only a queued action can be edited; this one is %1.</source>
        <translation>Nur eine eingereihte Aktion kann bearbeitet werden; diese hat den Status „%1“.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="166"/>
        <source>Without its comment the action would send nothing; cancel it instead.</source>
        <translation>Ohne ihren Kommentar würde die Aktion nichts senden; brechen Sie sie stattdessen ab.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/Outbox.cpp" line="170"/>
        <source>comment edited (%n character(s))</source>
        <translation>
            <numerusform>Kommentar bearbeitet (%n Zeichen)</numerusform>
            <numerusform>Kommentar bearbeitet (%n Zeichen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="181"/>
        <source>A %1 action cannot be cancelled.</source>
        <translation>Eine Aktion mit dem Status „%1“ kann nicht abgebrochen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="185"/>
        <source>cancelled after these steps reached GitHub: %1</source>
        <translation>abgebrochen, nachdem diese Schritte GitHub erreicht hatten: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="204"/>
        <source>Only a failed or blocked action can be retried; this one is %1.</source>
        <translation>Nur eine fehlgeschlagene oder blockierte Aktion kann erneut versucht werden; diese hat den Status „%1“.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="214"/>
        <source>accepted GitHub&apos;s state: %1</source>
        <translation>Zustand auf GitHub übernommen: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="228"/>
        <source>Application #%1 was deleted on GitHub after this action was queued; cancel it.</source>
        <translation>Antrag #%1 wurde auf GitHub gelöscht, nachdem diese Aktion eingereiht wurde; brechen Sie sie ab.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="239"/>
        <source>check the application, then retry to send it anyway, or cancel it.</source>
        <translation>prüfen Sie den Antrag und senden Sie die Aktion dann trotzdem erneut, oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="241"/>
        <source>Application #%1 was closed on GitHub%2 after this action was queued; %3</source>
        <translation>Antrag #%1 wurde auf GitHub%2 geschlossen, nachdem diese Aktion eingereiht wurde; %3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="244"/>
        <source> as %1</source>
        <translation> als %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="249"/>
        <source>Application #%1 moved from “%2” to “%3” on GitHub after this action was queued; %4</source>
        <translation>Antrag #%1 ist auf GitHub von „%2“ zu „%3“ gewechselt, nachdem diese Aktion eingereiht wurde; %4</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="257"/>
        <source>Someone else already added the label “%1” to application #%2 after this action was queued; %3</source>
        <translation>Jemand anderes hat das Label „%1“ bereits zu Antrag #%2 hinzugefügt, nachdem diese Aktion eingereiht wurde; %3</translation>
    </message>
</context>
<context>
    <name>acp::OutboxAction</name>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="87"/>
        <source>Request info</source>
        <translation>Informationen anfordern</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="89"/>
        <source>Start vote</source>
        <translation>Abstimmung starten</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="91"/>
        <source>Record decision</source>
        <translation>Entscheidung erfassen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="93"/>
        <source>Back to review</source>
        <translation>Zurück zur Prüfung</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="95"/>
        <source>Deficiency notice</source>
        <translation>Mängelanzeige</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="97"/>
        <source>Retirement</source>
        <translation>Streichung</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="99"/>
        <source>Periodic review complete</source>
        <translation>Regelmäßige Überprüfung abgeschlossen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="101"/>
        <source>Publish review</source>
        <translation>Review veröffentlichen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="103"/>
        <source>Listing pull request</source>
        <translation>Pull Request für den Eintrag</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="105"/>
        <source>Remind non-voters</source>
        <translation>An Abstimmung erinnern</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="149"/>
        <source>Queued</source>
        <translation>Eingereiht</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="151"/>
        <source>Sending</source>
        <translation>Wird gesendet</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="153"/>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="155"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="157"/>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="159"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="484"/>
        <source>delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="484"/>
        <source>write %1</source>
        <translation>%1 schreiben</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="508"/>
        <source>close</source>
        <translation>schließen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="508"/>
        <source>close (%1)</source>
        <translation>schließen (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="510"/>
        <source>reopen</source>
        <translation>wieder öffnen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="521"/>
        <source>Update review</source>
        <translation>Review aktualisieren</translation>
    </message>
</context>
<context>
    <name>acp::OutboxCommands</name>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="100"/>
        <source>--force belongs to “outbox cancel”.</source>
        <translation>--force gehört zu „outbox cancel“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="137"/>
        <source>“review” publishes your checklist as your review: review publish NUMBER [--preview].</source>
        <translation>„review“ veröffentlicht Ihre Checkliste als Ihr Review: review publish NUMMER [--preview].</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="148"/>
        <source>“decide” needs an issue number and approved or declined, for example: decide 12 approved.</source>
        <translation>„decide“ braucht eine Issue-Nummer und approved oder declined, zum Beispiel: decide 12 approved.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="152"/>
        <source>“%1” needs one issue number, for example: %1 12.</source>
        <translation>„%1“ braucht eine Issue-Nummer, zum Beispiel: %1 12.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="159"/>
        <source>“%1” is not a date; write it as YYYY-MM-DD.</source>
        <translation>„%1“ ist kein Datum; schreiben Sie es als JJJJ-MM-TT.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="165"/>
        <source>The outcome is approved or declined, not “%1”.</source>
        <translation>Das Ergebnis ist approved oder declined, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="169"/>
        <source>The demo workspace is offline; nothing is queued for GitHub (use --preview to see the comment).</source>
        <translation>Der Demo-Arbeitsbereich ist offline; nichts wird für GitHub eingereiht (mit --preview sehen Sie den Kommentar).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="200"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="214"/>
        <source>Preview (nothing queued): %1</source>
        <translation>Vorschau (nichts eingereiht): %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="228"/>
        <source>Queued action %1: %2.</source>
        <translation>Aktion %1 eingereiht: %2.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="230"/>
        <source>Run “push” to send it to GitHub; “outbox” lists what waits.</source>
        <translation>Führen Sie „push“ aus, um sie an GitHub zu senden; „outbox“ zeigt, was wartet.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="261"/>
        <source>The outbox is empty.</source>
        <translation>Der Postausgang ist leer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="283"/>
        <source>%n action(s) waiting to be sent.</source>
        <translation>
            <numerusform>%n Aktion wartet auf das Senden.</numerusform>
            <numerusform>%n Aktionen warten auf das Senden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="285"/>
        <source>%n ballot(s) waiting to be sent.</source>
        <translation>
            <numerusform>%n Stimme wartet auf das Senden.</numerusform>
            <numerusform>%n Stimmen warten auf das Senden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="293"/>
        <source>Ballot on #%1: %2</source>
        <translation>Stimme zu #%1: %2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="296"/>
        <source>Ballot on #%1: %2 as @%3</source>
        <translation>Stimme zu #%1: %2 als @%3</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="306"/>
        <source>“outbox audit” takes no further arguments.</source>
        <translation>„outbox audit“ nimmt keine weiteren Argumente an.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="321"/>
        <source>“outbox” takes cancel ID, retry ID or audit, not “%1”.</source>
        <translation>„outbox“ nimmt cancel ID, retry ID oder audit an, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="332"/>
        <source>“outbox %1” needs an action id, for example: outbox %1 3.</source>
        <translation>„outbox %1“ braucht eine Aktions-ID, zum Beispiel: outbox %1 3.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="354"/>
        <source>“outbox cancel” needs an action id, for example: outbox cancel 3.</source>
        <translation>„outbox cancel“ braucht eine Aktions-ID, zum Beispiel: outbox cancel 3.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="368"/>
        <source>Run “outbox cancel %1 --force” to cancel it anyway.</source>
        <translation>Führen Sie „outbox cancel %1 --force“ aus, um sie trotzdem abzubrechen.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="389"/>
        <source>“%1” is not a ballot id; ballots are listed as b1, b2, …</source>
        <translation>„%1“ ist keine Stimmen-ID; Stimmen werden als b1, b2, … aufgeführt.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="402"/>
        <source>Cancelled: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="410"/>
        <source>“due” takes no arguments.</source>
        <translation>„due“ nimmt keine Argumente an.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="425"/>
        <source>Nothing is due: no open votes, deficiency clocks or periodic reviews.</source>
        <translation>Nichts ist fällig: keine offenen Abstimmungen, Mängelfristen oder regelmäßigen Überprüfungen.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="442"/>
        <source>“push” takes no arguments.</source>
        <translation>„push“ nimmt keine Argumente an.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="447"/>
        <source>The demo workspace is offline; nothing is pushed to GitHub.</source>
        <translation>Der Demo-Arbeitsbereich ist offline; nichts wird an GitHub gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="500"/>
        <source>Nothing to push: the outbox is empty.</source>
        <translation>Nichts zu senden: Der Postausgang ist leer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="459"/>
        <source>Waiting %n second(s).</source>
        <translation>
            <numerusform>Warte %n Sekunde.</numerusform>
            <numerusform>Warte %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="467"/>
        <source>Sent: %1</source>
        <translation>Gesendet: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="489"/>
        <source>%n sent</source>
        <translation>
            <numerusform>%n gesendet</numerusform>
            <numerusform>%n gesendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="490"/>
        <source>%n blocked</source>
        <translation>
            <numerusform>%n blockiert</numerusform>
            <numerusform>%n blockiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="491"/>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="518"/>
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="492"/>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="519"/>
        <source>%n left unsent.</source>
        <translation>
            <numerusform>%n nicht gesendet.</numerusform>
            <numerusform>%n nicht gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="505"/>
        <source>A push is already running.</source>
        <translation>Es wird bereits gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="524"/>
        <source>The push was cancelled; the next push resumes where it stopped.</source>
        <translation>Das Senden wurde abgebrochen; das nächste Senden setzt dort fort, wo es aufgehört hat.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="530"/>
        <source>%n action(s) were left unsent; see “outbox”.</source>
        <translation>
            <numerusform>%n Aktion wurde nicht gesendet; siehe „outbox“.</numerusform>
            <numerusform>%n Aktionen wurden nicht gesendet; siehe „outbox“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="542"/>
        <source>%n ballot(s) were left unsent; see “outbox”.</source>
        <translation>
            <numerusform>%n Stimme wurde nicht gesendet; siehe „outbox“.</numerusform>
            <numerusform>%n Stimmen wurden nicht gesendet; siehe „outbox“.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="478"/>
        <source>Sent: ballot on #%1, %2 as @%3</source>
        <translation>Gesendet: Stimme zu #%1, %2 als @%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="517"/>
        <source>Ballots: %n sent</source>
        <translation>
            <numerusform>Stimmen: %n gesendet</numerusform>
            <numerusform>Stimmen: %n gesendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="521"/>
        <source>Ballots: %n left unsent.</source>
        <translation>
            <numerusform>Stimmen: %n nicht gesendet.</numerusform>
            <numerusform>Stimmen: %n nicht gesendet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::OutboxModel</name>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="137"/>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="139"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="141"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="143"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="145"/>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="147"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
</context>
<context>
    <name>acp::OutboxPanel</name>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="33"/>
        <source>Queued actions</source>
        <translation>Eingereihte Aktionen</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="34"/>
        <source>Outbox</source>
        <translation>Postausgang</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="35"/>
        <source>Actions waiting to be sent to GitHub, in order</source>
        <translation>Aktionen, die auf das Senden an GitHub warten, in Reihenfolge</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="49"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="50"/>
        <source>Edit the comment of a queued action before it is sent</source>
        <translation>Den Kommentar einer eingereihten Aktion vor dem Senden bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="51"/>
        <source>&amp;Cancel Action</source>
        <translation>Aktion &amp;abbrechen</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="52"/>
        <source>Take the action out of the outbox; nothing more of it is sent</source>
        <translation>Die Aktion aus dem Postausgang nehmen; nichts Weiteres davon wird gesendet</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="53"/>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="54"/>
        <source>Queue a failed or blocked action again for the next push</source>
        <translation>Eine fehlgeschlagene oder blockierte Aktion für das nächste Senden erneut einreihen</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="55"/>
        <source>&amp;Push Now</source>
        <translation>Jetzt &amp;senden</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="56"/>
        <source>&amp;Audit Log…</source>
        <translation>Audit-&amp;Protokoll…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="57"/>
        <source>Every local action and push result, exportable as CSV</source>
        <translation>Jede lokale Aktion und jedes Sendeergebnis, als CSV exportierbar</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="81"/>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="193"/>
        <source>Edit Comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="81"/>
        <source>Comment (Markdown):</source>
        <translation>Kommentar (Markdown):</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="88"/>
        <source>Cancel Action</source>
        <translation>Aktion abbrechen</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="91"/>
        <source>Cancel the action anyway?</source>
        <translation>Die Aktion trotzdem abbrechen?</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="93"/>
        <source>Cancel &amp;Anyway</source>
        <translation>&amp;Trotzdem abbrechen</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="94"/>
        <source>&amp;Keep It</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="238"/>
        <source>Looking on GitHub for the comment of “%1” before cancelling…</source>
        <translation>Vor dem Abbrechen wird auf GitHub nach dem Kommentar der Aktion „%1“ gesucht…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="243"/>
        <source>Looking on GitHub for the pull request of “%1” before cancelling…</source>
        <translation>Vor dem Abbrechen wird auf GitHub nach dem Pull-Request von „%1“ gesucht…</translation>
    </message>
</context>
<context>
    <name>acp::OutboxPusher</name>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="202"/>
        <source>Another push of this workspace is running.</source>
        <translation>Ein anderer Sendevorgang dieses Arbeitsbereichs läuft bereits.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="207"/>
        <source>Another push of this workspace is running (in another window or process).</source>
        <translation>Ein anderer Sendevorgang dieses Arbeitsbereichs läuft bereits (in einem anderen Fenster oder Prozess).</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="243"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="300"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="376"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="414"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="465"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="535"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="722"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="748"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1025"/>
        <source>The push was cancelled.</source>
        <translation>Das Senden wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="333"/>
        <source>resumed after an interrupted push</source>
        <translation>nach einem unterbrochenen Sendevorgang fortgesetzt</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="340"/>
        <source>Checking application #%1 on GitHub…</source>
        <translation>Antrag #%1 wird auf GitHub geprüft…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="368"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1032"/>
        <source>Application #%1 was deleted on GitHub; cancel this action.</source>
        <translation>Antrag #%1 wurde auf GitHub gelöscht; brechen Sie diese Aktion ab.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="369"/>
        <source>Application #%1 is not on GitHub any more (deleted or transferred), or the token cannot see it; check it, then retry or cancel.</source>
        <translation>Antrag #%1 ist nicht mehr auf GitHub (gelöscht oder übertragen), oder das Token kann ihn nicht sehen; prüfen Sie das, und versuchen Sie es dann erneut oder brechen Sie ab.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="382"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="547"/>
        <source>Reading application #%1 failed: %2</source>
        <translation>Antrag #%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="393"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="553"/>
        <source>GitHub&apos;s answer for application #%1 could not be read.</source>
        <translation>Die Antwort von GitHub zu Antrag #%1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="432"/>
        <source>Looking for the comment of an earlier attempt on #%1…</source>
        <translation>Suche nach dem Kommentar eines früheren Versuchs zu #%1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="502"/>
        <source>%1 Tried %n time(s); the next push tries again.</source>
        <translation>
            <numerusform>%1 %n Mal versucht; das nächste Senden versucht es erneut.</numerusform>
            <numerusform>%1 %n Mal versucht; das nächste Senden versucht es erneut.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="580"/>
        <source>posting the comment</source>
        <translation>Kommentar wird veröffentlicht</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="581"/>
        <source>Posting the comment on #%1…</source>
        <translation>Kommentar zu #%1 wird veröffentlicht…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="596"/>
        <source>the comment is on its way to GitHub</source>
        <translation>der Kommentar ist unterwegs zu GitHub</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="607"/>
        <source>The comment on #%1 was not sent: %2</source>
        <translation>Der Kommentar zu #%1 wurde nicht gesendet: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="623"/>
        <source>Posting the comment on #%1 may not have worked: %2</source>
        <translation>Das Veröffentlichen des Kommentars zu #%1 hat möglicherweise nicht funktioniert: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="628"/>
        <source>GitHub refused the comment on #%1: %2 The token may lack write access to the repository&apos;s issues.</source>
        <translation>GitHub hat den Kommentar zu #%1 verweigert: %2 Dem Token fehlt möglicherweise der Schreibzugriff auf die Issues des Repositorys.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="632"/>
        <source>GitHub did not take the comment on #%1: %2</source>
        <translation>GitHub hat den Kommentar zu #%1 nicht angenommen: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="541"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="753"/>
        <source>Application #%1 is not on GitHub any more; check it, then retry or cancel.</source>
        <translation>Antrag #%1 ist nicht mehr auf GitHub; prüfen Sie das, und versuchen Sie es dann erneut oder brechen Sie ab.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="199"/>
        <source>A GitHub token is needed to push: set %1 (or sign in), then push again.</source>
        <translation>Zum Senden wird ein GitHub-Token benötigt: Setzen Sie %1 (oder melden Sie sich an) und senden Sie dann erneut.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="670"/>
        <source>editing the review comment</source>
        <translation>der Review-Kommentar wird bearbeitet</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="671"/>
        <source>Updating the review comment on #%1…</source>
        <translation>Der Review-Kommentar auf #%1 wird aktualisiert…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="681"/>
        <source>The review comment on #%1 was not updated: %2</source>
        <translation>Der Review-Kommentar auf #%1 wurde nicht aktualisiert: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="695"/>
        <source>GitHub refused the edit of the review comment on #%1: %2 The token may lack write access, or the comment is someone else&apos;s.</source>
        <translation>GitHub hat die Bearbeitung des Review-Kommentars auf #%1 abgelehnt: %2 Dem Token fehlt vielleicht Schreibzugriff, oder der Kommentar gehört jemand anderem.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="699"/>
        <source>GitHub did not take the edit of the review comment on #%1: %2</source>
        <translation>GitHub hat die Bearbeitung des Review-Kommentars auf #%1 nicht angenommen: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="706"/>
        <source>the earlier review comment is gone; posting a new one</source>
        <translation>der frühere Review-Kommentar ist weg; ein neuer wird gepostet</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="762"/>
        <source>Looking for the comment on #%1 failed: %2</source>
        <translation>Die Suche nach dem Kommentar zu #%1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="783"/>
        <source>found the comment of an earlier attempt: %1</source>
        <translation>Kommentar eines früheren Versuchs gefunden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="793"/>
        <source>the comment of the earlier attempt is not listed on GitHub</source>
        <translation>der Kommentar des früheren Versuchs ist auf GitHub nicht aufgeführt</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="800"/>
        <source>The comment on #%1 may already be on GitHub, but it is not listed yet; the next push looks for it again before posting it.</source>
        <translation>Der Kommentar zu #%1 ist möglicherweise bereits auf GitHub, aber noch nicht aufgeführt; das nächste Senden sucht erneut nach ihm, bevor es ihn veröffentlicht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="815"/>
        <source>The comment on #%1 is not listed on GitHub; looking once more in %n second(s) before posting it again.</source>
        <translation>
            <numerusform>Der Kommentar zu #%1 ist auf GitHub nicht aufgeführt; in %n Sekunde wird noch einmal nachgesehen, bevor er erneut veröffentlicht wird.</numerusform>
            <numerusform>Der Kommentar zu #%1 ist auf GitHub nicht aufgeführt; in %n Sekunden wird noch einmal nachgesehen, bevor er erneut veröffentlicht wird.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="856"/>
        <source>already there</source>
        <translation>bereits vorhanden</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="860"/>
        <source>Adding %1 to #%2…</source>
        <translation>%1 wird zu #%2 hinzugefügt…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="889"/>
        <source>Adding labels to #%1 failed: %2</source>
        <translation>Das Hinzufügen von Labels zu #%1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="893"/>
        <source>GitHub refused to add %1 to #%2: %3 Changing labels needs triage (or write) access to the repository.</source>
        <translation>GitHub hat das Hinzufügen von %1 zu #%2 verweigert: %3 Zum Ändern von Labels ist Triage- (oder Schreib-)Zugriff auf das Repository nötig.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="898"/>
        <source>GitHub did not add %1 to #%2: %3</source>
        <translation>GitHub hat %1 nicht zu #%2 hinzugefügt: %3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="913"/>
        <source>already gone</source>
        <translation>bereits entfernt</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="916"/>
        <source>Removing %1 from #%2…</source>
        <translation>%1 wird von #%2 entfernt…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="944"/>
        <source>%1 was already gone</source>
        <translation>%1 war bereits entfernt</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="947"/>
        <source>Removing %1 from #%2 failed: %3</source>
        <translation>Das Entfernen von %1 von #%2 ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="951"/>
        <source>GitHub refused to remove %1 from #%2: %3 Changing labels needs triage (or write) access to the repository.</source>
        <translation>GitHub hat das Entfernen von %1 von #%2 verweigert: %3 Zum Ändern von Labels ist Triage- (oder Schreib-)Zugriff auf das Repository nötig.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="956"/>
        <source>GitHub did not remove %1 from #%2: %3</source>
        <translation>GitHub hat %1 nicht von #%2 entfernt: %3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="970"/>
        <source>already %1</source>
        <translation>bereits %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="975"/>
        <source>Closing #%1…</source>
        <translation>#%1 wird geschlossen…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="976"/>
        <source>Reopening #%1…</source>
        <translation>#%1 wird wieder geöffnet…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1000"/>
        <source>Changing the state of #%1 failed: %2</source>
        <translation>Das Ändern des Zustands von #%1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1005"/>
        <source>GitHub refused to %1 #%2: %3 Closing an issue needs triage (or write) access to the repository.</source>
        <translation>GitHub hat das %1 von #%2 verweigert: %3 Zum Schließen eines Issues ist Triage- (oder Schreib-)Zugriff auf das Repository nötig.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1007"/>
        <source>close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1007"/>
        <source>reopen</source>
        <translation>Wiederöffnen</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1010"/>
        <source>GitHub did not change the state of #%1: %2</source>
        <translation>GitHub hat den Zustand von #%1 nicht geändert: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1113"/>
        <source>Sent: %1</source>
        <translation>Gesendet: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1131"/>
        <source>Blocked: %1 (%2)</source>
        <translation>Blockiert: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1146"/>
        <source>Failed: %1 (%2)</source>
        <translation>Fehlgeschlagen: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1163"/>
        <source>Not sent yet: %1 (%2)</source>
        <translation>Noch nicht gesendet: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1197"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1203"/>
        <source>Waiting: %1 (behind an unresolved action on the same application)</source>
        <translation>Wartet: %1 (hinter einer ungeklärten Aktion zum selben Antrag)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1205"/>
        <source>Not reached: %1</source>
        <translation>Nicht erreicht: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="90"/>
        <source>GitHub is still preparing the fork of %1.</source>
        <translation>GitHub bereitet den Fork von %1 noch vor.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="96"/>
        <source>%1: GitHub&apos;s answer did not arrive.</source>
        <translation>%1: Die Antwort von GitHub kam nicht an.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="99"/>
        <source>%1: GitHub refused (%2). The token needs the public_repo (or repo) scope to fork %3 and open pull requests.</source>
        <translation>%1: GitHub hat abgelehnt (%2). Das Token braucht den Scope public_repo (oder repo), um %3 zu forken und Pull Requests zu öffnen.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="103"/>
        <source>%1: GitHub did not accept it: %2</source>
        <translation>%1: GitHub hat es nicht angenommen: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="141"/>
        <source>Looking for the pull request of an earlier attempt…</source>
        <translation>Suche nach dem Pull Request eines früheren Versuchs…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="150"/>
        <source>Reading your GitHub account…</source>
        <translation>Ihr GitHub-Konto wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="154"/>
        <source>Reading your GitHub account</source>
        <translation>Lesen Ihres GitHub-Kontos</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="160"/>
        <source>GitHub&apos;s answer about your account could not be read.</source>
        <translation>Die Antwort von GitHub zu Ihrem Konto konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="179"/>
        <source>Looking for your fork of %1…</source>
        <translation>Suche nach Ihrem Fork von %1…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="199"/>
        <source>Looking for your fork of %1</source>
        <translation>Suche nach Ihrem Fork von %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="204"/>
        <source>Forking %1…</source>
        <translation>%1 wird geforkt…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="212"/>
        <source>Forking %1</source>
        <translation>Forken von %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="226"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="231"/>
        <source>Reading %1</source>
        <translation>Lesen von %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="243"/>
        <source>Reading the branch %1 of %2</source>
        <translation>Lesen des Branches %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="255"/>
        <source>Reading the commit %1 of %2</source>
        <translation>Lesen des Commits %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="273"/>
        <source>Uploading %1…</source>
        <translation>%1 wird hochgeladen…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="281"/>
        <source>Uploading %1</source>
        <translation>Hochladen von %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="312"/>
        <source>Making the tree of the change…</source>
        <translation>Der Tree der Änderung wird erstellt…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="319"/>
        <source>Making the tree of the change</source>
        <translation>Erstellen des Trees der Änderung</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="349"/>
        <source>Committing the change…</source>
        <translation>Die Änderung wird committet…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="356"/>
        <source>Committing the change</source>
        <translation>Committen der Änderung</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="372"/>
        <source>Creating the branch %1 in %2</source>
        <translation>Anlegen des Branches %1 in %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="409"/>
        <source>The branch %1 in %2 holds another commit than this listing&apos;s; delete the branch on GitHub, then retry, or cancel.</source>
        <translation>Der Branch %1 in %2 enthält einen anderen Commit als den dieses Eintrags; löschen Sie den Branch auf GitHub und versuchen Sie es erneut, oder verwerfen Sie die Aktion.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="426"/>
        <source>Looking for the pull request</source>
        <translation>Suche nach dem Pull Request</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="462"/>
        <source>Opening the pull request on %1…</source>
        <translation>Der Pull Request auf %1 wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="479"/>
        <source>Opening the pull request on %1</source>
        <translation>Öffnen des Pull Requests auf %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="485"/>
        <source>%1: GitHub says it exists, but does not list it yet.</source>
        <translation>%1: Laut GitHub existiert er, wird aber noch nicht aufgelistet.</translation>
    </message>
</context>
<context>
    <name>acp::OutboxStore</name>
    <message>
        <location filename="../src/core/outbox/OutboxStore.cpp" line="242"/>
        <source>The action is %1 now; it was changed meanwhile.</source>
        <translation>Die Aktion hat jetzt den Status „%1“; sie wurde zwischenzeitlich geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxStore.cpp" line="245"/>
        <source>The action no longer exists.</source>
        <translation>Die Aktion existiert nicht mehr.</translation>
    </message>
</context>
<context>
    <name>acp::PageFetcher</name>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="85"/>
        <source>Only http and https addresses are fetched; this one was not.</source>
        <translation>Es werden nur http- und https-Adressen abgerufen; diese nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="146"/>
        <source>%1 resolves to %2, %3: previews connect only to public internet addresses, never to this computer or the networks it is in.</source>
        <translation>%1 wird zu %2 aufgelöst (%3): Vorschauen verbinden sich nur mit öffentlichen Internetadressen, nie mit diesem Computer oder den Netzwerken, in denen er sich befindet.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="149"/>
        <source>%1 is %2: previews connect only to public internet addresses, never to this computer or the networks it is in.</source>
        <translation>%1 ist %2: Vorschauen verbinden sich nur mit öffentlichen Internetadressen, nie mit diesem Computer oder den Netzwerken, in denen er sich befindet.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="153"/>
        <source>The page redirects to %1, which was not followed. %2</source>
        <translation>Die Seite leitet auf %1 weiter; der Weiterleitung wurde nicht gefolgt. %2</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="246"/>
        <source>The server sent a redirect (HTTP %1) without a target.</source>
        <translation>Der Server hat eine Weiterleitung (HTTP %1) ohne Ziel gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="253"/>
        <source>The page redirects to %1, which is not an http or https address; it was not followed.</source>
        <translation>Die Seite leitet auf %1 weiter, keine http- oder https-Adresse; der Weiterleitung wurde nicht gefolgt.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="261"/>
        <source>The page redirects in a loop (back to %1).</source>
        <translation>Die Seite leitet im Kreis weiter (zurück auf %1).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/PageFetcher.cpp" line="266"/>
        <source>The page redirects more than %n time(s).</source>
        <translation>
            <numerusform>Die Seite leitet mehr als %n Mal weiter.</numerusform>
            <numerusform>Die Seite leitet mehr als %n Mal weiter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="275"/>
        <source>The server answered that the page does not exist (HTTP %1).</source>
        <translation>Der Server hat geantwortet, dass die Seite nicht existiert (HTTP %1).</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="282"/>
        <location filename="../src/core/preview/PageFetcher.cpp" line="389"/>
        <source>The server answered HTTP %1.</source>
        <translation>Der Server antwortete mit HTTP %1.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="283"/>
        <source>The server answered HTTP %1 (%2).</source>
        <translation>Der Server antwortete mit HTTP %1 (%2).</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="301"/>
        <source>The page is %1 KiB, more than the %2 KiB a preview reads.</source>
        <translation>Die Seite ist %1 KiB groß, mehr als die %2 KiB, die eine Vorschau liest.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="320"/>
        <location filename="../src/core/preview/PageFetcher.cpp" line="384"/>
        <source>The page is larger than the %1 KiB a preview reads.</source>
        <translation>Die Seite ist größer als die %1 KiB, die eine Vorschau liest.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="349"/>
        <source>The secure connection failed: %1.</source>
        <translation>Die sichere Verbindung ist fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="354"/>
        <source>The server did not answer in time.</source>
        <translation>Der Server hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="357"/>
        <source>The connection to %1 was refused.</source>
        <translation>Die Verbindung zu %1 wurde abgelehnt.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="459"/>
        <source>Links for %1</source>
        <translation>Links für %1</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="134"/>
        <location filename="../src/core/preview/PageFetcher.cpp" line="360"/>
        <source>The host %1 was not found.</source>
        <translation>Der Host %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="363"/>
        <source>The server closed the connection before the page was complete.</source>
        <translation>Der Server hat die Verbindung geschlossen, bevor die Seite vollständig war.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="367"/>
        <source>Only http and https addresses are fetched.</source>
        <translation>Es werden nur http- und https-Adressen abgerufen.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="370"/>
        <source>The page could not be fetched: %1.</source>
        <translation>Die Seite konnte nicht abgerufen werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="376"/>
        <source>The connection broke off before the page was complete: %1.</source>
        <translation>Die Verbindung brach ab, bevor die Seite vollständig war: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/PageFetcher.cpp" line="402"/>
        <source>The page did not load within %n second(s).</source>
        <translation>
            <numerusform>Die Seite wurde nicht innerhalb von %n Sekunde geladen.</numerusform>
            <numerusform>Die Seite wurde nicht innerhalb von %n Sekunden geladen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="403"/>
        <source>The page did not load within %1 ms.</source>
        <translation>Die Seite wurde nicht innerhalb von %1 ms geladen.</translation>
    </message>
</context>
<context>
    <name>acp::PendingBallotsView</name>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="43"/>
        <source>Ballots waiting to be sent</source>
        <translation>Stimmen, die auf das Senden warten</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Application</source>
        <translation>Antrag</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Ballot</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="54"/>
        <source>Cancel &amp;Ballot</source>
        <translation>S&amp;timme abbrechen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="56"/>
        <source>Cancel ballot</source>
        <translation>Stimme abbrechen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="57"/>
        <source>Take the ballot out of the queue; your ballot on GitHub stays as it is</source>
        <translation>Die Stimme aus der Warteschlange nehmen; Ihre Stimme auf GitHub bleibt unverändert</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="112"/>
        <source>%1 as @%2</source>
        <translation>%1 als @%2</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="114"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="131"/>
        <source>%n ballot(s) waiting to be sent</source>
        <translation>
            <numerusform>%n Stimme wartet auf das Senden</numerusform>
            <numerusform>%n Stimmen warten auf das Senden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::PushSession</name>
    <message>
        <location filename="../src/core/actions/PushSession.cpp" line="128"/>
        <source>No GitHub token is set (%1), so the ballots cannot be sent.</source>
        <translation>Es ist kein GitHub-Token gesetzt (%1), daher können die Stimmen nicht gesendet werden.</translation>
    </message>
</context>
<context>
    <name>acp::RecentWorkspaces</name>
    <message>
        <location filename="../src/core/workspace/RecentWorkspaces.cpp" line="46"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
</context>
<context>
    <name>acp::RelatedApplications</name>
    <message numerus="yes">
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="79"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="82"/>
        <source>Possible duplicate of #%1: the same text from the same author, %2 earlier.</source>
        <translation>Möglicherweise ein Duplikat von #%1: derselbe Text desselben Autors, %2 früher.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="87"/>
        <source>Submitted again as #%1: the same text from the same author, %2 later.</source>
        <translation>Erneut eingereicht als #%1: derselbe Text desselben Autors, %2 später.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="92"/>
        <source>Resubmission of #%1, declined %2 earlier.</source>
        <translation>Neueinreichung von #%1, der %2 früher abgelehnt wurde.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="98"/>
        <source>Resubmitted as #%1, %2 later.</source>
        <translation>Neu eingereicht als #%1, %2 später.</translation>
    </message>
</context>
<context>
    <name>acp::ReportActions</name>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="30"/>
        <source>&amp;Export Report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="32"/>
        <source>Save the review report of the selected application as a PDF</source>
        <translation>Den Prüfbericht des ausgewählten Antrags als PDF speichern</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="33"/>
        <source>Export &amp;Round Report…</source>
        <translation>&amp;Rundenbericht exportieren…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="36"/>
        <source>Save one PDF with a cover page and the report of every application the list shows</source>
        <translation>Ein PDF mit Deckblatt und dem Bericht jedes Antrags speichern, den die Liste anzeigt</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="38"/>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="40"/>
        <source>Preview the selected application&apos;s report as printed</source>
        <translation>Den Bericht des ausgewählten Antrags so anzeigen, wie er gedruckt wird</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="41"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="43"/>
        <source>Print the selected application&apos;s report</source>
        <translation>Den Bericht des ausgewählten Antrags drucken</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="103"/>
        <source>Preparing the round report…</source>
        <translation>Rundenbericht wird vorbereitet…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="103"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="105"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="177"/>
        <source>Export Round Report</source>
        <translation>Rundenbericht exportieren</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="131"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="155"/>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="133"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="144"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="189"/>
        <source>Select an application first.</source>
        <translation>Wählen Sie zuerst einen Antrag aus.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="158"/>
        <source>Report saved to %1</source>
        <translation>Bericht gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="166"/>
        <source>The list shows no applications to report on.</source>
        <translation>Die Liste zeigt keine Anträge, über die berichtet werden kann.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="181"/>
        <source>Round report saved to %1</source>
        <translation>Rundenbericht gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="195"/>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="223"/>
        <source>Print Preview: %1</source>
        <translation>Druckvorschau: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="238"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="243"/>
        <source>Print Report</source>
        <translation>Bericht drucken</translation>
    </message>
</context>
<context>
    <name>acp::ReportBuilder</name>
    <message>
        <location filename="../src/core/report/ReportBuilder.cpp" line="404"/>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportBuilder.cpp" line="436"/>
        <source>Review round of %1</source>
        <translation>Prüfrunde für %1</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="56"/>
        <source>Approve</source>
        <translation>Zustimmung</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="58"/>
        <source>Reject</source>
        <translation>Ablehnung</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="60"/>
        <source>Abstain</source>
        <translation>Enthaltung</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="62"/>
        <source>Ambiguous (not counted)</source>
        <translation>Mehrdeutig (nicht gezählt)</translation>
    </message>
</context>
<context>
    <name>acp::ReportCommand</name>
    <message>
        <location filename="../src/ui/report/ReportCommand.cpp" line="33"/>
        <source>“report” needs one issue number or --all, for example: report 12 --output report.pdf.</source>
        <translation>„report“ braucht eine Issue-Nummer oder --all, zum Beispiel: report 12 --output report.pdf.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportCommand.cpp" line="38"/>
        <source>“report” needs --output FILE.pdf.</source>
        <translation>„report“ braucht --output DATEI.pdf.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportCommand.cpp" line="48"/>
        <source>No applications are cached yet; run “sync” first.</source>
        <translation>Es sind noch keine Anträge im Cache; führen Sie zuerst „sync“ aus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ReportCommand.cpp" line="70"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>%1 geschrieben (%n Seite).</numerusform>
            <numerusform>%1 geschrieben (%n Seiten).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ReportDocumentWriter</name>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="48"/>
        <source>form: %1</source>
        <translation>Formular: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="51"/>
        <source>comment by %1, %2</source>
        <translation>Kommentar von %1, %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="73"/>
        <source>File: %1 (%2)</source>
        <translation>Datei: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="113"/>
        <source>Image: %1</source>
        <translation>Bild: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="424"/>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="432"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>acp::ReportRenderer</name>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="190"/>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="199"/>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="212"/>
        <source>ACP review round</source>
        <translation>ACP-Prüfrunde</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="78"/>
        <source>ACP review report: #%1 %2</source>
        <translation>ACP-Prüfbericht: #%1 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ReportRenderer.cpp" line="86"/>
        <source>ACP review round: %1 (%n application(s))</source>
        <translation>
            <numerusform>ACP-Prüfrunde: %1 (%n Antrag)</numerusform>
            <numerusform>ACP-Prüfrunde: %1 (%n Anträge)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="92"/>
        <source>ACP Workbench %1</source>
        <translation>ACP Workbench %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="105"/>
        <source>The report was cancelled.</source>
        <translation>Der Bericht wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="169"/>
        <source>ACP review report</source>
        <translation>ACP-Prüfbericht</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="171"/>
        <source>Laying out the report…</source>
        <translation>Bericht wird gesetzt…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="202"/>
        <source>Laying out the cover page…</source>
        <translation>Deckblatt wird gesetzt…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="214"/>
        <source>Laying out #%1…</source>
        <translation>#%1 wird gesetzt…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="236"/>
        <source>The report could not be painted on the output device.</source>
        <translation>Der Bericht konnte nicht auf das Ausgabegerät gezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="249"/>
        <source>The output device refused a new page.</source>
        <translation>Das Ausgabegerät hat eine neue Seite verweigert.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="272"/>
        <source>Generated %1 with %2</source>
        <translation>Erstellt am %1 mit %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="275"/>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="290"/>
        <source>Painting page %1 of %2…</source>
        <translation>Seite %1 von %2 wird gezeichnet…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="320"/>
        <source>The report could not be written to %1: %2</source>
        <translation>Der Bericht konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>acp::RequirementDefinitionController</name>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="36"/>
        <source>Requirement &amp;Definition…</source>
        <translation>Anforderungsdef&amp;inition…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="39"/>
        <source>Use your own requirement definition file, or the built-in one</source>
        <translation>Eine eigene Datei mit der Anforderungsdefinition verwenden oder die integrierte</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="49"/>
        <source>Requirement definition problem</source>
        <translation>Problem mit der Anforderungsdefinition</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="70"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="71"/>
        <source>Dismiss the requirement definition message</source>
        <translation>Meldung zur Anforderungsdefinition schließen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="96"/>
        <source>The label mapping cannot be used: %1 The label names of the preferences are in use.</source>
        <translation>Die Label-Zuordnung kann nicht verwendet werden: %1 Die Label-Namen der Einstellungen werden verwendet.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="101"/>
        <source>The eligibility rule cannot be used: %1 Votes open under the built-in rule (as recorded on the roster).</source>
        <translation>Die Regel für die Stimmberechtigung kann nicht verwendet werden: %1 Abstimmungen werden nach der eingebauten Regel eröffnet (wie in der Mitgliederliste vermerkt).</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="121"/>
        <source>Choose another definition…</source>
        <translation>Andere Definition wählen…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="143"/>
        <source>Using the built-in requirement definition (version %1).</source>
        <translation>Die integrierte Anforderungsdefinition wird verwendet (Version %1).</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="144"/>
        <source>Using the requirement definition %1 (version %2).</source>
        <translation>Die Anforderungsdefinition %1 wird verwendet (Version %2).</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="155"/>
        <source>Requirement Definition</source>
        <translation>Anforderungsdefinition</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="157"/>
        <source>The checklist uses the built-in requirement definition (version %1, %2).</source>
        <translation>Die Checkliste verwendet die integrierte Anforderungsdefinition (Version %1, %2).</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="160"/>
        <source>The checklist uses the requirement definition %1 (version %2, %3).</source>
        <translation>Die Checkliste verwendet die Anforderungsdefinition %1 (Version %2, %3).</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="165"/>
        <source>Choose a JSON definition file of your own (the Working Group may amend its process), or go back to the built-in one. Statuses you set stay stored either way.</source>
        <translation>Wählen Sie eine eigene JSON-Definitionsdatei (die Arbeitsgruppe kann ihr Verfahren ändern) oder kehren Sie zur integrierten zurück. Von Ihnen gesetzte Status bleiben in beiden Fällen gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="168"/>
        <source>Choose File…</source>
        <translation>Datei wählen…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="170"/>
        <source>Use the Built-in Definition</source>
        <translation>Integrierte Definition verwenden</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="181"/>
        <source>Choose a Requirement Definition</source>
        <translation>Anforderungsdefinition wählen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="183"/>
        <source>Requirement definitions (*.json);;All files (*)</source>
        <translation>Anforderungsdefinitionen (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>acp::RequirementNoteEditor</name>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="50"/>
        <source>saved %1</source>
        <translation>gespeichert %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="69"/>
        <source>editing…</source>
        <translation>wird bearbeitet…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="80"/>
        <source>saved</source>
        <translation>gespeichert</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="82"/>
        <source>not saved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="111"/>
        <source>Nothing written yet.</source>
        <translation>Noch nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>acp::RequirementSet</name>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="39"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="41"/>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="43"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="45"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="506"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="590"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="47"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="49"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="207"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="255"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="300"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="524"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="538"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="53"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="100"/>
        <source>The file is not valid JSON (%1).</source>
        <translation>Die Datei ist kein gültiges JSON (%1).</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="107"/>
        <source>The field %1 appears twice.</source>
        <translation>Das Feld %1 kommt zweimal vor.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="113"/>
        <source>The definition must be a JSON object with the fields format_version, version, date and requirements.</source>
        <translation>Die Definition muss ein JSON-Objekt mit den Feldern format_version, version, date und requirements sein.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="147"/>
        <source>%1 must be a whole number (this version reads format %2).</source>
        <translation>%1 muss eine ganze Zahl sein (diese Version liest Format %2).</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="154"/>
        <source>%1 is %2: the file is written for a newer version of ACP Workbench, which reads format version %3.</source>
        <translation>%1 ist %2: Die Datei ist für eine neuere Version von ACP Workbench geschrieben, die Formatversion %3 liest.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="173"/>
        <source>%1 must be a date written YYYY-MM-DD.</source>
        <translation>%1 muss ein Datum in der Form JJJJ-MM-TT sein.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="193"/>
        <source>a list of requirements</source>
        <translation>eine Liste von Anforderungen</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="198"/>
        <source>%1 must list at least one requirement.</source>
        <translation>%1 muss mindestens eine Anforderung enthalten.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="217"/>
        <source>%1: %2 is already the id of requirements[%3].</source>
        <translation>%1: %2 ist bereits die ID von requirements[%3].</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="229"/>
        <source>%1: %2 is also a heading alias of requirement %3; a heading can answer only one requirement.</source>
        <translation>%1: %2 ist auch ein Überschriften-Alias von Anforderung %3; eine Überschrift kann nur eine Anforderung beantworten.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="248"/>
        <source>a list of form profiles</source>
        <translation>eine Liste von Formularprofilen</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="264"/>
        <source>%1: %2 is already taken.</source>
        <translation>%1: %2 ist bereits vergeben.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="286"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “wg-draft-2026”.</source>
        <translation>%1 darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten, etwa „wg-draft-2026“.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="293"/>
        <source>a non-empty list of sections</source>
        <translation>eine nicht leere Liste von Abschnitten</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="325"/>
        <source>%1: the form already has the heading %2.</source>
        <translation>%1: Das Formular hat die Überschrift %2 bereits.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="332"/>
        <source>%1 needs %2 (the requirements it answers), %3 (the fact it gives), or both.</source>
        <translation>%1 braucht %2 (die Anforderungen, die er beantwortet), %3 (die Angabe, die er liefert) oder beides.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="343"/>
        <source>%1: no requirement has the id %2.</source>
        <translation>%1: Keine Anforderung hat die ID %2.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="351"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “license”.</source>
        <translation>%1 darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten, etwa „license“.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="391"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “security-policy”.</source>
        <translation>%1 darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten, etwa „security-policy“.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="319"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="419"/>
        <source>%1 must contain letters or digits.</source>
        <translation>%1 muss Buchstaben oder Ziffern enthalten.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="431"/>
        <source>%1: unknown check %2; the checks are: %3.</source>
        <translation>%1: unbekannte Prüfung %2; die Prüfungen sind: %3.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="454"/>
        <source>%1: unknown status %2; the statuses are: %3.</source>
        <translation>%1: unbekannter Status %2; die Status sind: %3.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="487"/>
        <source>Unknown field %1; the fields here are: %2.</source>
        <translation>Unbekanntes Feld %1; die Felder hier sind: %2.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="493"/>
        <source>The field %1 is missing.</source>
        <translation>Das Feld %1 fehlt.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="511"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="596"/>
        <source>%1 must not be empty.</source>
        <translation>%1 darf nicht leer sein.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="533"/>
        <source>%1: languages are named like “de” or “zh_CN”.</source>
        <translation>%1: Sprachen werden wie „de“ oder „zh_CN“ benannt.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="570"/>
        <source>%1 must be an http or https address.</source>
        <translation>%1 muss eine http- oder https-Adresse sein.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="583"/>
        <source>a list of text</source>
        <translation>eine Liste von Texten</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="607"/>
        <source>%1 must be %2, not %3.</source>
        <translation>%1 muss %2 sein, nicht %3.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="608"/>
        <source>the file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="648"/>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1, Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="684"/>
        <source>The requirement definition could not be read: %1.</source>
        <translation>Die Anforderungsdefinition konnte nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="689"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="696"/>
        <source>The requirement definition is larger than %1 KiB; it cannot be a requirement list.</source>
        <translation>Die Anforderungsdefinition ist größer als %1 KiB; das kann keine Anforderungsliste sein.</translation>
    </message>
</context>
<context>
    <name>acp::RequirementSettings</name>
    <message>
        <location filename="../src/core/review/RequirementSettings.cpp" line="12"/>
        <source>The built-in requirement definition is in use, because the chosen file is not valid: %1</source>
        <translation>Die integrierte Anforderungsdefinition wird verwendet, da die gewählte Datei nicht gültig ist: %1</translation>
    </message>
</context>
<context>
    <name>acp::ReviewCommands</name>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="78"/>
        <source>“reviews” needs one issue number, for example: reviews 24.</source>
        <translation>„reviews“ braucht eine Issue-Nummer, zum Beispiel: reviews 24.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="125"/>
        <source>No review of #%1 has been published on its issue by a trusted author.</source>
        <translation>Auf dem Issue von #%1 hat noch kein vertrauenswürdiger Autor ein Review veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="131"/>
        <source>Requirement</source>
        <translation>Anforderung</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="131"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="173"/>
        <source>@%1 published a review with the workbench (%2 UTC): %3</source>
        <translation>@%1 hat ein Review mit der Workbench veröffentlicht (%2 UTC): %3</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="174"/>
        <source>@%1 wrote a review by hand (%2 UTC): %3</source>
        <translation>@%1 hat ein Review von Hand geschrieben (%2 UTC): %3</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="179"/>
        <source>Not tied to a requirement: “%1” (%2)</source>
        <translation>Keiner Anforderung zugeordnet: „%1“ (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="187"/>
        <source>Reviewers disagree on: %1.</source>
        <translation>Die Prüfer sind uneins bei: %1.</translation>
    </message>
</context>
<context>
    <name>acp::ReviewNewsSnapshot</name>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="65"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="71"/>
        <source>the applicant answered the request for information.</source>
        <translation>Der Antragsteller hat auf die Informationsanforderung geantwortet.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="75"/>
        <source>the vote reached quorum.</source>
        <translation>Die Abstimmung hat das Quorum erreicht.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="79"/>
        <source>the vote closed.</source>
        <translation>Die Abstimmung ist beendet.</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="85"/>
        <source>a deadline passed (%1).</source>
        <translation>Eine Frist ist abgelaufen (%1).</translation>
    </message>
</context>
<context>
    <name>acp::ReviewState</name>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="47"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="49"/>
        <source>Needs info</source>
        <translation>Informationen angefordert</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="51"/>
        <source>Voting</source>
        <translation>Abstimmung läuft</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="53"/>
        <source>Approved</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="55"/>
        <source>Declined</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="57"/>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
</context>
<context>
    <name>acp::Roster</name>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="70"/>
        <source>The roster has no organizations; add at least one.</source>
        <translation>Die Mitgliederliste enthält keine Organisationen; fügen Sie mindestens eine hinzu.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="79"/>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="81"/>
        <source>Row %1: the organization has no name.</source>
        <translation>Zeile %1: Die Organisation hat keinen Namen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="83"/>
        <source>“%1” is listed twice (rows %2 and %3).</source>
        <translation>„%1“ steht zweimal in der Liste (Zeilen %2 und %3).</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="98"/>
        <source>%1: the representative is empty.</source>
        <translation>%1: Es ist kein Vertreter angegeben.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="105"/>
        <source>%1: “%2” is not a GitHub login.</source>
        <translation>%1: „%2“ ist kein GitHub-Login.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="113"/>
        <source>@%1 is both the representative and the alternate of %2.</source>
        <translation>@%1 ist zugleich Vertreter und Stellvertreter von %2.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="115"/>
        <source>@%1 is used twice: on %2 and on %3.</source>
        <translation>@%1 wird zweimal verwendet: bei %2 und bei %3.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="154"/>
        <source>eligible</source>
        <translation>stimmberechtigt</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="155"/>
        <source>suspended</source>
        <translation>ausgesetzt</translation>
    </message>
</context>
<context>
    <name>acp::RosterDialog</name>
    <message>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="16"/>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="44"/>
        <source>Edit Roster</source>
        <translation>Mitgliederliste bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="19"/>
        <source>Save the roster as a new version</source>
        <translation>Die Mitgliederliste als neue Version speichern</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="44"/>
        <source>Drop the changes to the roster?</source>
        <translation>Die Änderungen an der Mitgliederliste verwerfen?</translation>
    </message>
</context>
<context>
    <name>acp::RosterEditor</name>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="68"/>
        <source>Roster organizations</source>
        <translation>Organisationen der Mitgliederliste</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="73"/>
        <source>Organization</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="73"/>
        <source>Representative</source>
        <translation>Vertreter</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="73"/>
        <source>Alternate</source>
        <translation>Stellvertreter</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="74"/>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="190"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="74"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="74"/>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="185"/>
        <source>TAC seat</source>
        <translation>TAC-Sitz</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="75"/>
        <source>Last active</source>
        <translation>Zuletzt aktiv</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="75"/>
        <source>Attended</source>
        <translation>Anwesend</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="77"/>
        <source>The date of the organization&apos;s last activity, as YYYY-MM-DD</source>
        <translation>Das Datum der letzten Aktivität der Organisation, als JJJJ-MM-TT</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="79"/>
        <source>The meetings it attended, as YYYY-MM-DD dates separated by commas</source>
        <translation>Die besuchten Sitzungen, als durch Kommas getrennte Daten JJJJ-MM-TT</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="83"/>
        <source>Meetings</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="84"/>
        <source>2026-09-10, 2026-10-08, 2026-11-12</source>
        <translation>2026-09-10, 2026-10-08, 2026-11-12</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="85"/>
        <source>The Working Group&apos;s meetings, as YYYY-MM-DD dates separated by commas; the attendance rule counts the last of them</source>
        <translation>Die Sitzungen der Arbeitsgruppe, als durch Kommas getrennte Daten JJJJ-MM-TT; die Anwesenheitsregel zählt die letzten davon</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="95"/>
        <source>&amp;Add Organization</source>
        <translation>Organisation &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="97"/>
        <source>Add organization</source>
        <translation>Organisation hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="98"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="100"/>
        <source>Remove the selected organizations</source>
        <translation>Die ausgewählten Organisationen entfernen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="101"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="103"/>
        <source>Import a roster</source>
        <translation>Eine Mitgliederliste importieren</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="104"/>
        <source>Read the organizations from a Markdown table (such as the Working Group&apos;s README) or a JSON file; save to keep them</source>
        <translation>Die Organisationen aus einer Markdown-Tabelle (etwa der README der Arbeitsgruppe) oder einer JSON-Datei lesen; speichern Sie, um sie zu übernehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="132"/>
        <source>&amp;Meetings:</source>
        <translation>&amp;Sitzungen:</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="140"/>
        <source>Import Roster</source>
        <translation>Mitgliederliste importieren</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="141"/>
        <source>Rosters (*.md *.markdown *.txt *.json);;All files (*)</source>
        <translation>Mitgliederlisten (*.md *.markdown *.txt *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="288"/>
        <source>Row %1: “%2” is not a date; write dates as YYYY-MM-DD.</source>
        <translation>Zeile %1: „%2“ ist kein Datum; schreiben Sie Daten als JJJJ-MM-TT.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="295"/>
        <source>The meeting list holds something that is not a date; write dates as YYYY-MM-DD, separated by commas.</source>
        <translation>Die Sitzungsliste enthält etwas, das kein Datum ist; schreiben Sie Daten als JJJJ-MM-TT, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="308"/>
        <source>The roster cannot be saved yet:</source>
        <translation>Die Mitgliederliste kann noch nicht gespeichert werden:</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="323"/>
        <source>The roster could not be saved: %1</source>
        <translation>Die Mitgliederliste konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="330"/>
        <source>Saved as roster version %1. Votes opened earlier keep the roster they were opened with.</source>
        <translation>Als Version %1 der Mitgliederliste gespeichert. Bereits eröffnete Abstimmungen behalten die Mitgliederliste, mit der sie eröffnet wurden.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="362"/>
        <source>%1 could not be imported: %2</source>
        <translation>%1 konnte nicht importiert werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/voting/RosterEditor.cpp" line="369"/>
        <source>Imported %n organization(s) from %1; check them and save to keep them.</source>
        <translation>
            <numerusform>%n Organisation aus %1 importiert; prüfen Sie sie und speichern Sie, um sie zu übernehmen.</numerusform>
            <numerusform>%n Organisationen aus %1 importiert; prüfen Sie sie und speichern Sie, um sie zu übernehmen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="403"/>
        <source>Roster problems</source>
        <translation>Probleme der Mitgliederliste</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="111"/>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="403"/>
        <source>Roster message</source>
        <translation>Meldung zur Mitgliederliste</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="70"/>
        <source>One row per voting organization: its name, the representative&apos;s and the alternate&apos;s GitHub logins, eligible or suspended, a note, whether it holds a TAC seat, the date of its last activity and the meetings it attended.</source>
        <translation>Eine Zeile je stimmberechtigter Organisation: ihr Name, die GitHub-Logins von Vertreter und Stellvertreter, stimmberechtigt oder ausgesetzt, eine Notiz, ob sie einen TAC-Sitz hat, das Datum ihrer letzten Aktivität und die besuchten Sitzungen.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="413"/>
        <source>No roster is saved yet: add the voting organizations or import the Working Group&apos;s table.</source>
        <translation>Noch keine Mitgliederliste gespeichert: Fügen Sie die stimmberechtigten Organisationen hinzu oder importieren Sie die Tabelle der Arbeitsgruppe.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="419"/>
        <source>Roster version %1, saved %2 (%3). Saving makes a new version; votes already opened keep theirs.</source>
        <translation>Mitgliederliste Version %1, gespeichert %2 (%3). Speichern legt eine neue Version an; bereits eröffnete Abstimmungen behalten ihre.</translation>
    </message>
</context>
<context>
    <name>acp::RosterParser</name>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="177"/>
        <source>The organization on %1 has no name.</source>
        <translation>Die Organisation in %1 hat keinen Namen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="181"/>
        <source>The organization “%1” is listed twice (again on %2).</source>
        <translation>Die Organisation „%1“ ist doppelt aufgeführt (erneut in %2).</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="188"/>
        <location filename="../src/core/voting/RosterParser.cpp" line="195"/>
        <source>“%1” on %2 is not a GitHub login; write @login, login or https://github.com/login.</source>
        <translation>„%1“ in %2 ist kein GitHub-Login; schreiben Sie @login, login oder https://github.com/login.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="207"/>
        <source>Unknown status “%1” on %2; write eligible or suspended.</source>
        <translation>Unbekannter Status „%1“ in %2; schreiben Sie eligible oder suspended.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="219"/>
        <source>“%1” on %2 does not say whether the organization holds a TAC seat; write yes or no.</source>
        <translation>„%1“ in %2 sagt nicht, ob die Organisation einen TAC-Sitz hat; schreiben Sie yes oder no.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="230"/>
        <source>“%1” on %2 is not a date; write dates as YYYY-MM-DD.</source>
        <translation>„%1“ in %2 ist kein Datum; schreiben Sie Daten als JJJJ-MM-TT.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="241"/>
        <source>%1 has @%2 as both representative and alternate; the alternate is dropped.</source>
        <translation>%1 hat @%2 sowohl als Vertreter als auch als Stellvertreter; der Stellvertreter wird verworfen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="252"/>
        <source>@%1 is listed for both %2 and %3; one login can vote for one organization only.</source>
        <translation>@%1 ist sowohl für %2 als auch für %3 aufgeführt; ein Login kann nur für eine Organisation abstimmen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="260"/>
        <source>%1 has no representative and no alternate: nobody can vote for it.</source>
        <translation>%1 hat weder Vertreter noch Stellvertreter: Niemand kann für sie abstimmen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="265"/>
        <source>%1 has no representative; only its alternate can vote.</source>
        <translation>%1 hat keinen Vertreter; nur der Stellvertreter kann abstimmen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="297"/>
        <source>Organization</source>
        <translation>Organization</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="299"/>
        <source>Representative</source>
        <translation>Representative</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="301"/>
        <source>Alternate</source>
        <translation>Alternate</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="303"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="305"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="307"/>
        <source>TAC seat</source>
        <translation>TAC-Sitz</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="309"/>
        <source>Last active</source>
        <translation>Zuletzt aktiv</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="311"/>
        <source>Attended</source>
        <translation>Anwesend</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="407"/>
        <source>The roster table on line %1 has no %2 column (its columns are: %3); the roster needs an Organization and a Representative column.</source>
        <translation>Die Tabelle der Mitgliederliste in Zeile %1 hat keine Spalte %2 (ihre Spalten sind: %3); die Mitgliederliste braucht eine Spalte Organization und eine Spalte Representative.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="410"/>
        <source> and no </source>
        <translation> und keine Spalte </translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="426"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="450"/>
        <source>The roster table on line %1 lists no organizations.</source>
        <translation>Die Tabelle der Mitgliederliste in Zeile %1 enthält keine Organisationen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="466"/>
        <source>No Markdown table was found; the roster needs a table with an Organization and a Representative column.</source>
        <translation>Es wurde keine Markdown-Tabelle gefunden; die Mitgliederliste braucht eine Tabelle mit einer Spalte Organization und einer Spalte Representative.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="478"/>
        <source>The roster is not valid JSON: %1 at offset %2.</source>
        <translation>Die Mitgliederliste ist kein gültiges JSON: %1 an Position %2.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="489"/>
        <source>The roster JSON needs an “organizations” array.</source>
        <translation>Das JSON der Mitgliederliste braucht ein Array „organizations“.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="498"/>
        <source>organization %1 of the JSON</source>
        <translation>Organisation %1 des JSON</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="500"/>
        <source>The roster JSON&apos;s %1 is not an object.</source>
        <translation>In der Mitgliederliste ist %1 kein Objekt.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="524"/>
        <source>The %1 of %2 is not a text.</source>
        <translation>Das Feld %1 von %2 ist kein Text.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="530"/>
        <source>The tac_seat of %1 is not true or false.</source>
        <translation>Der Wert tac_seat von %1 ist weder true noch false.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="538"/>
        <source>The attended of %1 is not a list of dates.</source>
        <translation>Der Wert attended von %1 ist keine Liste von Daten.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="549"/>
        <source>The roster JSON&apos;s “meetings” is not a list of dates (YYYY-MM-DD).</source>
        <translation>„meetings“ im JSON der Mitgliederliste ist keine Liste von Daten (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="552"/>
        <source>The roster JSON lists no organizations.</source>
        <translation>Das JSON der Mitgliederliste enthält keine Organisationen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="573"/>
        <source>The roster file %1 could not be read: %2.</source>
        <translation>Die Datei %1 mit der Mitgliederliste konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="579"/>
        <source>The roster file %1 is too large for a roster.</source>
        <translation>Die Datei %1 ist zu groß für eine Mitgliederliste.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterFacts.cpp" line="90"/>
        <source>The meeting list on line %1 holds something that is not a date; write the dates as YYYY-MM-DD, separated by commas.</source>
        <translation>Die Sitzungsliste in Zeile %1 enthält etwas, das kein Datum ist; schreiben Sie die Daten als JJJJ-MM-TT, durch Kommas getrennt.</translation>
    </message>
</context>
<context>
    <name>acp::RoundCoverWriter</name>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="17"/>
        <source>ACP review round</source>
        <translation>ACP-Prüfrunde</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="27"/>
        <source>%n application(s), prepared %1 from the offline cache.</source>
        <translation>
            <numerusform>%n Antrag, erstellt %1 aus dem Offline-Cache.</numerusform>
            <numerusform>%n Anträge, erstellt %1 aus dem Offline-Cache.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="33"/>
        <source>by %1 on %2</source>
        <translation>von %1 am %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="38"/>
        <source>Applications by state</source>
        <translation>Anträge nach Status</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="49"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="58"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="59"/>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="60"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="61"/>
        <source>Met</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="62"/>
        <source>Gaps</source>
        <translation>Lücken</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="63"/>
        <source>Vote result</source>
        <translation>Abstimmungsergebnis</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="99"/>
        <source>Met: requirements marked met, of all requirements. Gaps: requirements marked as a gap. Each application&apos;s report follows on its own pages.</source>
        <translation>Erfüllt: als erfüllt markierte Anforderungen, von allen Anforderungen. Lücken: als Lücke markierte Anforderungen. Der Bericht jedes Antrags folgt auf eigenen Seiten.</translation>
    </message>
</context>
<context>
    <name>acp::RuleFileField</name>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="38"/>
        <source>Choose File…</source>
        <translation>Datei wählen…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="40"/>
        <source>Use Default</source>
        <translation>Standard verwenden</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="44"/>
        <source>Rule files (*.json);;All files (*)</source>
        <translation>Regeldateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="72"/>
        <source>None: the names above</source>
        <translation>Keine: die Namen oben</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="72"/>
        <source>Label Mapping File</source>
        <translation>Label-Zuordnungsdatei</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="76"/>
        <source>Label mapping file</source>
        <translation>Label-Zuordnungsdatei</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="83"/>
        <source>Built in: as recorded on the roster</source>
        <translation>Eingebaut: wie in der Mitgliederliste vermerkt</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="83"/>
        <source>Eligibility Rule File</source>
        <translation>Datei der Regel für die Stimmberechtigung</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="86"/>
        <source>Eligibility rule file</source>
        <translation>Datei der Regel für die Stimmberechtigung</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="95"/>
        <source>Built-in (the requirements of the published admission process)</source>
        <translation>Integriert (die Anforderungen des veröffentlichten Aufnahmeverfahrens)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="96"/>
        <source>Requirement Definition File</source>
        <translation>Datei mit der Anforderungsdefinition</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="98"/>
        <source>Requirement definition file</source>
        <translation>Datei der Anforderungsdefinition</translation>
    </message>
</context>
<context>
    <name>acp::SetChecklistNoteCommand</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="97"/>
        <source>Edit the note on %1</source>
        <translation>Notiz zu %1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>acp::SetChecklistStatusCommand</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="32"/>
        <source>Mark %1 as %2</source>
        <translation>%1 als %2 markieren</translation>
    </message>
</context>
<context>
    <name>acp::SetNotePrivateCommand</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="62"/>
        <source>Keep the note of %1 private</source>
        <translation>Notiz zu %1 privat halten</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="63"/>
        <source>Publish the note of %1</source>
        <translation>Notiz zu %1 veröffentlichen</translation>
    </message>
</context>
<context>
    <name>acp::SettingsDialog</name>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="77"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="82"/>
        <source>Settings pages</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="83"/>
        <source>&amp;Workspace</source>
        <translation>A&amp;rbeitsbereich</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="84"/>
        <source>&amp;Labels</source>
        <translation>&amp;Labels</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="85"/>
        <source>&amp;Actions</source>
        <translation>&amp;Aktionen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="86"/>
        <source>&amp;Review</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="87"/>
        <source>&amp;Voting</source>
        <translation>A&amp;bstimmung</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="88"/>
        <source>&amp;Evidence</source>
        <translation>&amp;Nachweise</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="89"/>
        <source>La&amp;nguage</source>
        <translation>Sprac&amp;he</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="98"/>
        <source>Settings problem</source>
        <translation>Problem in den Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="137"/>
        <source>No workspace is open</source>
        <translation>Kein Arbeitsbereich geöffnet</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="142"/>
        <source>Demo workspace (offline)</source>
        <translation>Demo-Arbeitsbereich (offline)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="143"/>
        <source>none: nothing is sent anywhere</source>
        <translation>keiner: Nichts wird irgendwohin gesendet</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="149"/>
        <source>&amp;Open Workspace…</source>
        <translation>Arbeitsbereich &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="151"/>
        <source>Open another repository, on GitHub or a GitHub Enterprise host</source>
        <translation>Ein anderes Repository öffnen, auf GitHub oder einem GitHub-Enterprise-Host</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="156"/>
        <source>Repository:</source>
        <translation>Repository:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="157"/>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="158"/>
        <source>Database:</source>
        <translation>Datenbank:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="164"/>
        <source>Data folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="165"/>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="240"/>
        <source>&amp;Browse…</source>
        <translation>D&amp;urchsuchen…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="168"/>
        <source>Data Folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="172"/>
        <source>Use &amp;Default</source>
        <translation>Standard &amp;verwenden</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="175"/>
        <source>&amp;Data folder:</source>
        <translation>&amp;Datenordner:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="176"/>
        <source>New workspaces keep their database and dropped evidence files in this folder; the command line looks there too. Workspaces opened before stay where they are.</source>
        <translation>Neue Arbeitsbereiche legen ihre Datenbank und abgelegte Nachweisdateien in diesem Ordner ab; die Kommandozeile sucht ebenfalls dort. Bereits geöffnete Arbeitsbereiche bleiben, wo sie sind.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="181"/>
        <source>&amp;Notify me when a sync brings news while the window is in the background</source>
        <translation>&amp;Benachrichtigen, wenn eine Synchronisierung Neues bringt, während das Fenster im Hintergrund ist</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="184"/>
        <source>An applicant answered a request, a vote reached quorum or closed, a deadline passed</source>
        <translation>Ein Antragsteller hat geantwortet, eine Abstimmung hat das Quorum erreicht oder ist beendet, eine Frist ist abgelaufen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="194"/>
        <source>The GitHub labels that mark each review state, separated by commas: the first is the one the workbench sets, every one is recognised. Names compare without regard to case, as GitHub&apos;s do; an empty field means the default name.</source>
        <translation>Die GitHub-Labels, die jeden Prüfstatus kennzeichnen, durch Kommas getrennt: Das erste setzt die Workbench, jedes wird erkannt. Namen werden wie bei GitHub ohne Beachtung der Groß- und Kleinschreibung verglichen; ein leeres Feld bedeutet den Standardnamen.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="206"/>
        <source>Label for %1</source>
        <translation>Label für %1</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="208"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="214"/>
        <source>Deficiency label</source>
        <translation>Label für Mängelanzeige</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="215"/>
        <source>De&amp;ficiency notice:</source>
        <translation>&amp;Mängelanzeige:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="219"/>
        <source>Retired label</source>
        <translation>Label für Streichung</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="220"/>
        <source>Re&amp;tired:</source>
        <translation>&amp;Gestrichen:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="222"/>
        <source>Mapping file:</source>
        <translation>Zuordnungsdatei:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="223"/>
        <source>A label mapping file (JSON, versioned; see the README) that the Working Group hands round replaces the state names above.</source>
        <translation>Eine Label-Zuordnungsdatei (JSON, versioniert; siehe README), die die Arbeitsgruppe weitergibt, ersetzt die Statusnamen oben.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="237"/>
        <source>Built-in templates only</source>
        <translation>Nur integrierte Vorlagen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="239"/>
        <source>Comment template folder</source>
        <translation>Ordner der Kommentarvorlagen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="244"/>
        <source>Comment Template Folder</source>
        <translation>Ordner der Kommentarvorlagen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="248"/>
        <source>Comment &amp;templates:</source>
        <translation>Kommentar&amp;vorlagen:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="249"/>
        <source>A template NAME.md in this folder replaces the built-in one of the same name.</source>
        <translation>Eine Vorlage NAME.md in diesem Ordner ersetzt die integrierte Vorlage gleichen Namens.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="255"/>
        <source>Strict: approvals must exceed half of the participants</source>
        <translation>Streng: Die Zustimmungen müssen mehr als die Hälfte der Teilnehmer ausmachen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="257"/>
        <source>Votes cast: approvals must outnumber rejections</source>
        <translation>Abgegebene Stimmen: Es muss mehr Zustimmungen als Ablehnungen geben</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="261"/>
        <source>&amp;Counting rule:</source>
        <translation>&amp;Zählregel:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="266"/>
        <source> months</source>
        <translation> Monate</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="267"/>
        <source>Periodic review &amp;every:</source>
        <translation>Regelmäßige Überprüfung all&amp;e:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="272"/>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="279"/>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="284"/>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="273"/>
        <source>De&amp;ficiency period:</source>
        <translation>&amp;Mängelfrist:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="280"/>
        <source>Minimum days a vote stays open</source>
        <translation>Mindestdauer einer Abstimmung in Tagen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="285"/>
        <source>Days until a vote closes</source>
        <translation>Tage bis zum Ende einer Abstimmung</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="289"/>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="291"/>
        <source>closing after</source>
        <translation>Ende nach</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="294"/>
        <source>&amp;Votes stay open:</source>
        <translation>&amp;Abstimmungen bleiben offen:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="297"/>
        <source>A vote may close before its deadline only once its result can no longer change, and not before the minimum.</source>
        <translation>Eine Abstimmung kann vor ihrer Frist nur enden, wenn sich ihr Ergebnis nicht mehr ändern kann, und nicht vor der Mindestdauer.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="309"/>
        <source>Requirement definition:</source>
        <translation>Anforderungsdefinition:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="310"/>
        <source>The admission requirements the checklist follows. The working group amends its process; a definition file lets the workbench follow without a new release.</source>
        <translation>Die Aufnahmeanforderungen, denen die Checkliste folgt. Die Arbeitsgruppe ändert ihr Verfahren; mit einer Definitionsdatei folgt die Workbench ohne neues Release.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="317"/>
        <source>Tell by its headings</source>
        <translation>An den Überschriften erkennen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="322"/>
        <source>None: match headings by their names</source>
        <translation>Keines: Überschriften nach ihren Namen zuordnen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="323"/>
        <source>Application &amp;form:</source>
        <translation>Antrags&amp;formular:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="324"/>
        <source>An application written from a form the definition knows (such as the Working Group&apos;s own) is read by that form&apos;s headings: one heading may answer several requirements, and a requirement the form has no field for says so.</source>
        <translation>Ein Antrag, der mit einem der Definition bekannten Formular (etwa dem der Arbeitsgruppe) ausgefüllt wurde, wird nach dessen Überschriften gelesen: Eine Überschrift kann mehrere Anforderungen beantworten, und eine Anforderung, für die das Formular kein Feld hat, sagt das.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="337"/>
        <source>The counting rule, as the vote comment and the report print it (change it on the Actions page):</source>
        <translation>Die Zählregel, wie der Abstimmungskommentar und der Bericht sie angeben (ändern Sie sie auf der Seite „Aktionen“):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="351"/>
        <source>Edit &amp;Roster…</source>
        <translation>&amp;Mitgliederliste bearbeiten…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="353"/>
        <source>The voting organizations, their representatives and alternates</source>
        <translation>Die stimmberechtigten Organisationen, ihre Vertreter und Stellvertreter</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="364"/>
        <source>Repository owners, members and collaborators</source>
        <translation>Inhaber, Mitglieder und Mitwirkende des Repositorys</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="366"/>
        <source>Co-chair logins</source>
        <translation>Logins des Co-Vorsitzes</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="367"/>
        <source>C&amp;o-chairs:</source>
        <translation>&amp;Co-Vorsitz:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="369"/>
        <source>Eligibility rule:</source>
        <translation>Stimmberechtigung:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="371"/>
        <source>Which organizations may vote when a vote opens: a TAC seat and recent activity, or attendance of recent meetings (a versioned JSON file; see the README). Each vote keeps the rule it opened under, and its comment states it.</source>
        <translation>Welche Organisationen bei Eröffnung einer Abstimmung stimmberechtigt sind: ein TAC-Sitz und jüngste Aktivität oder die Anwesenheit bei den letzten Sitzungen (eine versionierte JSON-Datei; siehe README). Jede Abstimmung behält die Regel, unter der sie eröffnet wurde, und ihr Kommentar nennt sie.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="376"/>
        <source>GitHub logins, separated by commas. Only their comments open, count and decide votes; when empty, comments by the repository&apos;s owners, members and collaborators do. The applicant&apos;s never do.</source>
        <translation>GitHub-Logins, durch Kommas getrennt. Nur ihre Kommentare eröffnen Abstimmungen, zählen sie aus und entscheiden sie; ist das Feld leer, tun dies die Kommentare der Inhaber, Mitglieder und Mitwirkenden des Repositorys. Die des Antragstellers nie.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="382"/>
        <source>Every ballot I cast needs a &amp;reason</source>
        <translation>Jede meiner Stimmen braucht eine &amp;Begründung</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="385"/>
        <source>A reason is posted as your comment beside the ballot; the vote panel, the decision comment and the report show it next to your ballot.</source>
        <translation>Eine Begründung wird als Ihr Kommentar neben der Stimme veröffentlicht; die Abstimmungsansicht, der Entscheidungskommentar und der Bericht zeigen sie neben Ihrer Stimme.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="398"/>
        <source>Evidence links show a preview card: the page&apos;s title and description, or a repository&apos;s CI runs and releases. Previews are kept in the workspace and shown offline.</source>
        <translation>Nachweislinks zeigen eine Vorschaukarte: Titel und Beschreibung der Seite oder die CI-Läufe und Releases eines Repositorys. Vorschauen werden im Arbeitsbereich gespeichert und offline angezeigt.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="409"/>
        <source>&amp;Always fetch previews in the background</source>
        <translation>&amp;Immer Vorschauen im Hintergrund abrufen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="412"/>
        <source>As&amp;k: fetch a preview when I press its Fetch button</source>
        <translation>Na&amp;chfragen: eine Vorschau abrufen, wenn ich auf ihre Schaltfläche „Abrufen“ klicke</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="414"/>
        <source>&amp;Never fetch: show only what is already cached</source>
        <translation>Ni&amp;e abrufen: nur zeigen, was bereits im Cache ist</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="433"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="437"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="438"/>
        <source>A new language takes effect after a restart.</source>
        <translation>Eine neue Sprache wird nach einem Neustart wirksam.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="507"/>
        <source>“%1” and “%2” cannot share the label “%3”.</source>
        <translation>„%1“ und „%2“ können nicht dasselbe Label „%3“ verwenden.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="521"/>
        <source>“%1” is not a GitHub login.</source>
        <translation>„%1“ ist kein GitHub-Login.</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="525"/>
        <source>The data folder must be a full path, such as %1.</source>
        <translation>Der Datenordner muss ein vollständiger Pfad sein, etwa %1.</translation>
    </message>
</context>
<context>
    <name>acp::ShortcutsDialog</name>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="78"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="85"/>
        <source>Search actions and keys</source>
        <translation>Befehle und Tasten suchen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="87"/>
        <source>Search shortcuts</source>
        <translation>Tastenkürzel durchsuchen</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="88"/>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="97"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="99"/>
        <source>Action</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="99"/>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="99"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="120"/>
        <source>Menu %1</source>
        <translation>Menü %1</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="125"/>
        <source>Shortcut %1</source>
        <translation>Tastenkürzel %1</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="185"/>
        <source>Other</source>
        <translation>Weitere</translation>
    </message>
</context>
<context>
    <name>acp::SignInDialog</name>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="27"/>
        <source>Sign In to %1</source>
        <translation>Bei %1 anmelden</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="29"/>
        <source>Sign in to %1 with your GitHub account. GitHub shows a page where you enter a one-time code; the workbench never sees your password.</source>
        <translation>Melden Sie sich mit Ihrem GitHub-Konto bei %1 an. GitHub zeigt eine Seite, auf der Sie einen Einmalcode eingeben; die Workbench sieht Ihr Passwort nie.</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="32"/>
        <source>&amp;Get Code</source>
        <translation>Code an&amp;fordern</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="49"/>
        <source>Press “Get Code” to begin.</source>
        <translation>Klicken Sie auf „Code anfordern“, um zu beginnen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/account/SignInDialog.cpp" line="118"/>
        <source>Enter this code at %1 within %n minute(s). The workbench waits for GitHub to confirm.</source>
        <translation>
            <numerusform>Geben Sie diesen Code innerhalb von %n Minute unter %1 ein. Die Workbench wartet auf die Bestätigung von GitHub.</numerusform>
            <numerusform>Geben Sie diesen Code innerhalb von %n Minuten unter %1 ein. Die Workbench wartet auf die Bestätigung von GitHub.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="126"/>
        <source>Waiting for you to enter the code on GitHub (GitHub asked to check less often).</source>
        <translation>Es wird gewartet, bis Sie den Code auf GitHub eingeben (GitHub bittet darum, seltener nachzufragen).</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="133"/>
        <source>Signed in. Saving…</source>
        <translation>Angemeldet. Wird gespeichert…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="141"/>
        <source>&amp;Try Again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="147"/>
        <source>Asking %1 for a code…</source>
        <translation>Code wird bei %1 angefordert…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="162"/>
        <source>The web browser could not be started: open %1 yourself and enter the code.</source>
        <translation>Der Webbrowser konnte nicht gestartet werden: Öffnen Sie %1 selbst und geben Sie den Code ein.</translation>
    </message>
</context>
<context>
    <name>acp::SignedInUser</name>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="106"/>
        <source>No GitHub token is set (%1), so there is no signed-in user.</source>
        <translation>Es ist kein GitHub-Token gesetzt (%1), daher gibt es keinen angemeldeten Benutzer.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="133"/>
        <source>GitHub did not say which user the token belongs to.</source>
        <translation>GitHub hat nicht mitgeteilt, zu welchem Benutzer das Token gehört.</translation>
    </message>
</context>
<context>
    <name>acp::SourceView</name>
    <message>
        <location filename="../src/ui/widgets/SourceView.cpp" line="57"/>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
</context>
<context>
    <name>acp::SqliteStatement</name>
    <message>
        <location filename="../src/core/store/SqliteStatement.cpp" line="43"/>
        <source>the workspace database is not open</source>
        <translation>die Arbeitsbereich-Datenbank ist nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>acp::StageTimeline</name>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="33"/>
        <source>Pre-review</source>
        <translation>Vorprüfung</translation>
    </message>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="35"/>
        <source>Needs info</source>
        <translation>Informationen angefordert</translation>
    </message>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="37"/>
        <source>Voting</source>
        <translation>Abstimmung läuft</translation>
    </message>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="39"/>
        <source>Decided</source>
        <translation>Entschieden</translation>
    </message>
</context>
<context>
    <name>acp::SyncController</name>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="39"/>
        <location filename="../src/ui/window/SyncController.cpp" line="148"/>
        <source>The demo workspace is offline: nothing is sent to GitHub</source>
        <translation>Der Demo-Arbeitsbereich ist offline: Nichts wird an GitHub gesendet</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="40"/>
        <source>This workspace cannot sync</source>
        <translation>Dieser Arbeitsbereich kann nicht synchronisieren</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="77"/>
        <source>Sync status</source>
        <translation>Synchronisierungsstatus</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="86"/>
        <source>Sync in progress</source>
        <translation>Synchronisierung läuft</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="91"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="93"/>
        <source>Cancel the sync</source>
        <translation>Synchronisierung abbrechen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="102"/>
        <source>Last sync</source>
        <translation>Letzte Synchronisierung</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="107"/>
        <source>GitHub API rate limit</source>
        <translation>Rate-Limit der GitHub-API</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="157"/>
        <source>Syncing %1…</source>
        <translation>%1 wird synchronisiert…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="165"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="193"/>
        <source>Syncing: %n application(s) updated so far</source>
        <translation>
            <numerusform>Synchronisierung: bisher %n Antrag aktualisiert</numerusform>
            <numerusform>Synchronisierung: bisher %n Anträge aktualisiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="217"/>
        <source>Continuing in %n second(s).</source>
        <translation>
            <numerusform>Weiter in %n Sekunde.</numerusform>
            <numerusform>Weiter in %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="222"/>
        <source>Continuing…</source>
        <translation>Wird fortgesetzt…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="240"/>
        <source>Sync finished: %n application(s) and %1 updated.</source>
        <translation>
            <numerusform>Synchronisierung abgeschlossen: %n Antrag und %1 aktualisiert.</numerusform>
            <numerusform>Synchronisierung abgeschlossen: %n Anträge und %1 aktualisiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="243"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n Kommentar</numerusform>
            <numerusform>%n Kommentare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="247"/>
        <source>%n application(s) deleted, hidden or moved on GitHub left the list.</source>
        <translation>
            <numerusform>%n auf GitHub gelöschter, verborgener oder verschobener Antrag wurde aus der Liste entfernt.</numerusform>
            <numerusform>%n auf GitHub gelöschte, verborgene oder verschobene Anträge wurden aus der Liste entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="255"/>
        <source>Sync cancelled. What was fetched so far is kept.</source>
        <translation>Synchronisierung abgebrochen. Bereits Abgerufenes bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="269"/>
        <source>The sync did not complete.</source>
        <translation>Die Synchronisierung wurde nicht abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="276"/>
        <source>You appear to be offline: %1 could not be reached. Everything synced can still be read and reviewed, and queued actions wait in the Outbox until the next sync.</source>
        <translation>Sie scheinen offline zu sein: %1 war nicht erreichbar. Alles Synchronisierte lässt sich weiter lesen und prüfen, und eingereihte Aktionen warten im Postausgang bis zur nächsten Synchronisierung.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="284"/>
        <source>Sync failed: %1</source>
        <translation>Synchronisierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="287"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="296"/>
        <source>Offline: working from the cache.</source>
        <translation>Offline: Es wird mit dem Cache gearbeitet.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="297"/>
        <source>Sync failed: see the message above.</source>
        <translation>Synchronisierung fehlgeschlagen: siehe Meldung oben.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="313"/>
        <source>Last synced %1</source>
        <translation>Zuletzt synchronisiert %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="314"/>
        <source>Never synced</source>
        <translation>Nie synchronisiert</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="317"/>
        <source>Last successful sync: %1</source>
        <translation>Letzte erfolgreiche Synchronisierung: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="321"/>
        <source>Last attempt failed %1: %2</source>
        <translation>Letzter Versuch fehlgeschlagen (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="336"/>
        <source>GitHub API requests left: %1 of %2</source>
        <translation>Verbleibende Anfragen an die GitHub-API: %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="340"/>
        <source>The limit resets %1.</source>
        <translation>Das Limit wird um %1 zurückgesetzt.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="346"/>
        <source>Known after the first request to GitHub.</source>
        <translation>Bekannt nach der ersten Anfrage an GitHub.</translation>
    </message>
</context>
<context>
    <name>acp::SyncEngine</name>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="189"/>
        <source>The connection to GitHub was closed during the sync.</source>
        <translation>Die Verbindung zu GitHub wurde während der Synchronisierung geschlossen.</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="260"/>
        <source>The workbench could not write to its database: %1.</source>
        <translation>Die Workbench konnte nicht in ihre Datenbank schreiben: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="261"/>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="266"/>
        <source>GitHub sent a response the workbench could not read (%1 in the answer to %2).</source>
        <translation>GitHub hat eine Antwort gesendet, die die Workbench nicht lesen konnte (%1 in der Antwort auf %2).</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="285"/>
        <source>a list was expected</source>
        <translation>eine Liste wurde erwartet</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="318"/>
        <source>an object was expected</source>
        <translation>ein Objekt wurde erwartet</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="329"/>
        <source>The repository %1 was not found, or your token cannot see it.</source>
        <translation>Das Repository %1 wurde nicht gefunden, oder Ihr Token kann es nicht sehen.</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="336"/>
        <source>GitHub answered HTTP %1.</source>
        <translation>GitHub antwortete mit HTTP %1.</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="346"/>
        <source>Checking the repository %1</source>
        <translation>Repository %1 wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="373"/>
        <source>no repository name</source>
        <translation>kein Repository-Name</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="510"/>
        <source>Fetching issues: page %1, %n updated</source>
        <translation>
            <numerusform>Issues werden abgerufen: Seite %1, %n aktualisiert</numerusform>
            <numerusform>Issues werden abgerufen: Seite %1, %n aktualisiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="513"/>
        <source>Fetching comments: page %1, %n updated</source>
        <translation>
            <numerusform>Kommentare werden abgerufen: Seite %1, %n aktualisiert</numerusform>
            <numerusform>Kommentare werden abgerufen: Seite %1, %n aktualisiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="529"/>
        <source>Issues are disabled for the repository %1.</source>
        <translation>Issues sind für das Repository %1 deaktiviert.</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1143"/>
        <source>Fetching reactions: %1 of %2</source>
        <translation>Reaktionen werden abgerufen: %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1366"/>
        <source>Refreshing issue #%1</source>
        <translation>Issue #%1 wird aktualisiert</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1378"/>
        <source>Issue #%1 was not found in %2, or your token cannot see it.</source>
        <translation>Issue #%1 wurde in %2 nicht gefunden, oder Ihr Token kann es nicht sehen.</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1394"/>
        <source>Issue #%1 has moved out of %2.</source>
        <translation>Issue #%1 wurde aus %2 verschoben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1484"/>
        <source>Refreshing issue #%1: %n comment(s) updated</source>
        <translation>
            <numerusform>Issue #%1 wird aktualisiert: %n Kommentar aktualisiert</numerusform>
            <numerusform>Issue #%1 wird aktualisiert: %n Kommentare aktualisiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1541"/>
        <source>GitHub&apos;s answer for comment %1 of issue #%2 does not match it.</source>
        <translation>Die Antwort von GitHub für Kommentar %1 von Issue #%2 passt nicht zu ihm.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1601"/>
        <source>Sync finished: %n issue(s) and %1 updated</source>
        <translation>
            <numerusform>Synchronisierung abgeschlossen: %n Issue und %1 aktualisiert</numerusform>
            <numerusform>Synchronisierung abgeschlossen: %n Issues und %1 aktualisiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1603"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n Kommentar</numerusform>
            <numerusform>%n Kommentare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1671"/>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1699"/>
        <source>The workspace database is not open.</source>
        <translation>Die Datenbank des Arbeitsbereichs ist nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1678"/>
        <source>“%1” is not a repository name of the form owner/name.</source>
        <translation>„%1“ ist kein Repository-Name der Form owner/name.</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1703"/>
        <source>%1 is not an issue number.</source>
        <translation>%1 ist keine Issue-Nummer.</translation>
    </message>
</context>
<context>
    <name>acp::SyncNewsNotifier</name>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncNewsNotifier.cpp" line="44"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weitere.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncNewsNotifier.cpp" line="47"/>
        <source>Demo workspace</source>
        <translation>Demo-Arbeitsbereich</translation>
    </message>
</context>
<context>
    <name>acp::TeamReviewView</name>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="21"/>
        <source>Team reviews</source>
        <translation>Reviews des Teams</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="23"/>
        <source>Reviews the co-chairs and members published on the issue, by hand or with the workbench; the applicant&apos;s and outsiders&apos; never count.</source>
        <translation>Reviews, die Co-Vorsitzende und Mitglieder auf dem Issue veröffentlicht haben, von Hand oder mit der Workbench; die des Antragstellers und von Außenstehenden zählen nie.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="33"/>
        <source>≠ The reviews differ on this requirement.</source>
        <translation>≠ Die Reviews weichen bei dieser Anforderung voneinander ab.</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="64"/>
        <source>@%1: %2 (%3, with the workbench)</source>
        <translation>@%1: %2 (%3, mit der Workbench)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="67"/>
        <source>@%1: %2 (%3, by hand)</source>
        <translation>@%1: %2 (%3, von Hand)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="84"/>
        <source>Adopt</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="86"/>
        <source>Adopt @%1&apos;s status and note</source>
        <translation>Status und Notiz von @%1 übernehmen</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="87"/>
        <source>Take this status and note into your checklist (Ctrl+Z undoes it)</source>
        <translation>Diesen Status und diese Notiz in Ihre Checkliste übernehmen (Strg+Z macht es rückgängig)</translation>
    </message>
</context>
<context>
    <name>acp::TeamReviewsReportSection</name>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="37"/>
        <source>Reviews</source>
        <translation>Reviews</translation>
    </message>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="38"/>
        <source>Reviews published on the issue by trusted authors, beside this checklist; ≠ marks a requirement where they disagree.</source>
        <translation>Von vertrauenswürdigen Autoren auf dem Issue veröffentlichte Reviews neben dieser Checkliste; ≠ markiert eine Anforderung, bei der sie uneins sind.</translation>
    </message>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="49"/>
        <source>Requirement</source>
        <translation>Anforderung</translation>
    </message>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="50"/>
        <source>This checklist</source>
        <translation>Diese Checkliste</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="76"/>
        <source>Reviewers disagree on %n requirement(s).</source>
        <translation>
            <numerusform>Die Prüfer sind bei %n Anforderung uneins.</numerusform>
            <numerusform>Die Prüfer sind bei %n Anforderungen uneins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::TokenProvider</name>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="47"/>
        <source>no token</source>
        <translation>keiner Quelle</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="51"/>
        <source>this session (not saved)</source>
        <translation>dieser Sitzung (nicht gespeichert)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="53"/>
        <source>the system keychain</source>
        <translation>dem Schlüsselbund des Systems</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="55"/>
        <source>the GitHub CLI (gh)</source>
        <translation>der GitHub CLI (gh)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="111"/>
        <source>%1 is not sent to %2 over plain http, where anyone on the way could read it (use https, or --%3 for a test server on this computer).</source>
        <translation>%1 wird nicht über unverschlüsseltes http an %2 gesendet, wo es jeder auf dem Übertragungsweg mitlesen könnte (verwenden Sie https, oder --%3 für einen Testserver auf diesem Computer).</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="114"/>
        <source>%1 is not sent to %2 over plain http, where anyone on the way could read it; use https.</source>
        <translation>%1 wird nicht über unverschlüsseltes http an %2 gesendet, wo es jeder auf dem Übertragungsweg mitlesen könnte; verwenden Sie https.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="172"/>
        <source>The system keychain could not be read: %1.</source>
        <translation>Der Schlüsselbund des Systems konnte nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="190"/>
        <source>No token from the GitHub CLI: %1.</source>
        <translation>Kein Token von der GitHub CLI: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="218"/>
        <source>The token could not be saved in the system keychain (%1). You stay signed in until the workbench closes; the token is not written to disk.</source>
        <translation>Das Token konnte nicht im Schlüsselbund des Systems gespeichert werden (%1). Sie bleiben angemeldet, bis die Workbench geschlossen wird; das Token wird nicht auf die Festplatte geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="224"/>
        <source>the keychain is turned off</source>
        <translation>der Schlüsselbund ist ausgeschaltet</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="240"/>
        <source>Signed in. The token is kept in the system keychain.</source>
        <translation>Angemeldet. Das Token wird im Schlüsselbund des Systems aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="252"/>
        <source>Signed out of %1.</source>
        <translation>Von %1 abgemeldet.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="255"/>
        <source>The keychain entry could not be removed: %1.</source>
        <translation>Der Eintrag im Schlüsselbund konnte nicht entfernt werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="260"/>
        <source>%1 is still set in the environment and is used until it is unset.</source>
        <translation>%1 ist weiterhin in der Umgebung gesetzt und wird verwendet, bis die Variable entfernt wird.</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="264"/>
        <source>The token came from the GitHub CLI; run “gh auth logout --hostname %1” to sign out there.</source>
        <translation>Das Token stammt aus der GitHub CLI; führen Sie „gh auth logout --hostname %1“ aus, um sich dort abzumelden.</translation>
    </message>
</context>
<context>
    <name>acp::VersionedJsonFile</name>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="26"/>
        <source>%1 is not JSON: %2 at offset %3.</source>
        <translation>%1 ist kein JSON: %2 an Position %3.</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="32"/>
        <source>%1 holds no JSON object.</source>
        <translation>%1 enthält kein JSON-Objekt.</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="37"/>
        <source>In %1, “format” must be “%2”.</source>
        <translation>In %1 muss „format“ „%2“ sein.</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="42"/>
        <source>In %1, “version” must be a whole number, 1 or more.</source>
        <translation>In %1 muss „version“ eine ganze Zahl ab 1 sein.</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="56"/>
        <source>%1 could not be read: %2.</source>
        <translation>%1 konnte nicht gelesen werden: %2.</translation>
    </message>
</context>
<context>
    <name>acp::ViewTabs</name>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="25"/>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="27"/>
        <source>Applications</source>
        <translation>Anträge</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="34"/>
        <source>Dashboard</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="37"/>
        <source>&amp;Applications</source>
        <translation>&amp;Anträge</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="40"/>
        <source>The application list beside the selected application</source>
        <translation>Die Antragsliste neben dem gewählten Antrag</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="41"/>
        <source>Dash&amp;board</source>
        <translation>Über&amp;sicht</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="44"/>
        <source>The whole process at a glance: states, days per stage, open votes, deadlines and listed platforms</source>
        <translation>Der ganze Ablauf auf einen Blick: Status, Tage je Phase, offene Abstimmungen, Fristen und gelistete Plattformen</translation>
    </message>
</context>
<context>
    <name>acp::VoteController</name>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="48"/>
        <source>Open votes</source>
        <translation>Offene Abstimmungen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="54"/>
        <source>Open &amp;votes</source>
        <translation>&amp;Offene Abstimmungen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="61"/>
        <source>V&amp;oting</source>
        <translation>Ab&amp;stimmung</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="69"/>
        <source>Edit &amp;Roster…</source>
        <translation>&amp;Mitgliederliste bearbeiten…</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="71"/>
        <source>The voting organizations, their representatives and alternates; saving makes a new roster version</source>
        <translation>Die stimmberechtigten Organisationen, ihre Vertreter und Stellvertreter; Speichern legt eine neue Version der Mitgliederliste an</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="82"/>
        <source>Application #%1 is hidden by the filters.</source>
        <translation>Antrag #%1 ist durch die Filter ausgeblendet.</translation>
    </message>
</context>
<context>
    <name>acp::VotePanel</name>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="40"/>
        <source>Vote</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="67"/>
        <source>Approve</source>
        <translation>Zustimmen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="68"/>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="69"/>
        <source>Abstain</source>
        <translation>Enthalten</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="73"/>
        <source>Reason for your ballot</source>
        <translation>Begründung Ihrer Stimme</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="105"/>
        <source>Toward quorum</source>
        <translation>Fortschritt zum Quorum</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="108"/>
        <source>Toward majority</source>
        <translation>Fortschritt zur Mehrheit</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="112"/>
        <source>Ballots by organization</source>
        <translation>Stimmen nach Organisation</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Organization</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Voted by</source>
        <translation>Abgestimmt von</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Ballot</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <location filename="../src/ui/voting/VotePanel.cpp" line="284"/>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="134"/>
        <source>Quorum:</source>
        <translation>Quorum:</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="135"/>
        <source>Majority:</source>
        <translation>Mehrheit:</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="217"/>
        <source>Vote on #%1, open until %2</source>
        <translation>Abstimmung zu #%1, offen bis %2</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="220"/>
        <source>Vote on #%1</source>
        <translation>Abstimmung zu #%1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="223"/>
        <source>The tally was frozen when the decision was queued; ballots since do not change it.</source>
        <translation>Die Auszählung wurde beim Einreihen der Entscheidung eingefroren; seitdem abgegebene Stimmen ändern sie nicht.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="233"/>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="243"/>
        <source>May close early from %1, once its result can no longer change.</source>
        <translation>Kann ab %1 vorzeitig enden, sobald sich ihr Ergebnis nicht mehr ändern kann.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="246"/>
        <source>The result can no longer change: the vote may close now (Record Decision).</source>
        <translation>Das Ergebnis kann sich nicht mehr ändern: Die Abstimmung kann jetzt enden (Entscheidung festhalten).</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="247"/>
        <source>May close early once its result can no longer change.</source>
        <translation>Kann vorzeitig enden, sobald sich ihr Ergebnis nicht mehr ändern kann.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="276"/>
        <source>(not on the roster)</source>
        <translation>(nicht auf der Mitgliederliste)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="282"/>
        <source>(late)</source>
        <translation>(verspätet)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="284"/>
        <source>Not counted</source>
        <translation>Nicht gezählt</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="306"/>
        <source>Every eligible organization has voted.</source>
        <translation>Alle stimmberechtigten Organisationen haben abgestimmt.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="307"/>
        <source>Not voted yet: %1</source>
        <translation>Noch nicht abgestimmt: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="325"/>
        <source>Reason for your ballot (required)</source>
        <translation>Begründung Ihrer Stimme (Pflicht)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="326"/>
        <source>Reason for your ballot (optional)</source>
        <translation>Begründung Ihrer Stimme (optional)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="329"/>
        <source>Sign in to vote.</source>
        <translation>Melden Sie sich an, um abzustimmen.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="331"/>
        <source>You (%1) have not voted yet.</source>
        <translation>Sie (%1) haben noch nicht abgestimmt.</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="333"/>
        <source>Your ballot (%1): %2</source>
        <translation>Ihre Stimme (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="338"/>
        <source>(pending)</source>
        <translation>(ausstehend)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="342"/>
        <source>for %1</source>
        <translation>für %1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="344"/>
        <source>(not on the roster: non-binding)</source>
        <translation>(nicht auf der Mitgliederliste: nicht bindend)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="347"/>
        <source>The vote comment is not on GitHub yet.</source>
        <translation>Der Abstimmungskommentar ist noch nicht auf GitHub.</translation>
    </message>
</context>
<context>
    <name>acp::VotePoller</name>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="83"/>
        <source>The connection to GitHub was closed while checking votes.</source>
        <translation>Die Verbindung zu GitHub wurde beim Prüfen der Abstimmungen geschlossen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="121"/>
        <source>GitHub sent a list of reactions the workbench could not read (the answer to %1).</source>
        <translation>GitHub hat eine Liste von Reaktionen gesendet, die die Workbench nicht lesen konnte (die Antwort auf %1).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VotePoller.cpp" line="151"/>
        <source>The reactions on the vote comment of #%1 changed while each of %n reads of them was under way, so the vote was not counted again. Try again in a moment.</source>
        <translation>
            <numerusform>Die Reaktionen auf den Abstimmungskommentar von #%1 haben sich während des Lesens geändert (%n Lesevorgang), daher wurde die Abstimmung nicht neu ausgezählt. Versuchen Sie es gleich noch einmal.</numerusform>
            <numerusform>Die Reaktionen auf den Abstimmungskommentar von #%1 haben sich während jedes der %n Lesevorgänge geändert, daher wurde die Abstimmung nicht neu ausgezählt. Versuchen Sie es gleich noch einmal.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="206"/>
        <location filename="../src/core/voting/VotePoller.cpp" line="235"/>
        <source>The workbench could not write to its database: %1.</source>
        <translation>Die Workbench konnte nicht in ihre Datenbank schreiben: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="319"/>
        <source>Checking the ballots of open votes</source>
        <translation>Stimmen offener Abstimmungen werden geprüft</translation>
    </message>
</context>
<context>
    <name>acp::VoteRule</name>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="83"/>
        <source>strict majority</source>
        <translation>strenge Mehrheit</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="84"/>
        <source>simple majority (votes cast)</source>
        <translation>einfache Mehrheit (abgegebene Stimmen)</translation>
    </message>
</context>
<context>
    <name>acp::VoteService</name>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="98"/>
        <source>The vote on #%1 stays open until %2 at least (its minimum wait), and closes on %3.</source>
        <translation>Die Abstimmung über #%1 bleibt mindestens bis %2 offen (ihre Mindestdauer) und endet am %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteService.cpp" line="104"/>
        <source>The result of the vote on #%1 can still change: %n organization(s) have not voted. It closes on %2; record the decision once the result is settled or the vote has closed.</source>
        <translation>
            <numerusform>Das Ergebnis der Abstimmung über #%1 kann sich noch ändern: %n Organisation hat nicht abgestimmt. Sie endet am %2; halten Sie die Entscheidung fest, sobald das Ergebnis feststeht oder die Abstimmung geendet hat.</numerusform>
            <numerusform>Das Ergebnis der Abstimmung über #%1 kann sich noch ändern: %n Organisationen haben nicht abgestimmt. Sie endet am %2; halten Sie die Entscheidung fest, sobald das Ergebnis feststeht oder die Abstimmung geendet hat.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="230"/>
        <source>vote comment</source>
        <translation>Abstimmungskommentar</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="461"/>
        <source>The roster in the vote comment could not be read: %1</source>
        <translation>Die Mitgliederliste im Abstimmungskommentar konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="478"/>
        <source>the one by @%1 of %2</source>
        <translation>den Kommentar von @%1 vom %2</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="479"/>
        <source>the one this workbench queued</source>
        <translation>den Kommentar, den diese Workbench eingereiht hat</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="488"/>
        <source>Two vote comments: the vote counts on %1, recorded when the vote opened; the one by @%2 of %3 is not used, as a recorded vote is never replaced.</source>
        <translation>Zwei Abstimmungskommentare: Die Abstimmung läuft über %1, erfasst bei Eröffnung der Abstimmung; der Kommentar von @%2 vom %3 wird nicht verwendet, da eine erfasste Abstimmung nie ersetzt wird.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="491"/>
        <source>Two vote comments: the vote counts on %1, the first of this vote; the one by @%2 of %3 is not used.</source>
        <translation>Zwei Abstimmungskommentare: Die Abstimmung läuft über %1, den ersten dieser Abstimmung; der Kommentar von @%2 vom %3 wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="503"/>
        <source>The comment by @%1 of %2 carries a vote marker and is ignored: %3</source>
        <translation>Der Kommentar von @%1 vom %2 trägt eine Abstimmungsmarkierung und wird ignoriert: %3</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="599"/>
        <source>No vote comment with the workbench&apos;s vote marker was found.</source>
        <translation>Es wurde kein Abstimmungskommentar mit der Abstimmungsmarkierung der Workbench gefunden.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="653"/>
        <source>A ballot is approve, reject or abstain.</source>
        <translation>Eine Stimme ist approve, reject oder abstain.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="662"/>
        <location filename="../src/core/voting/VoteService.cpp" line="776"/>
        <source>There is no vote on #%1.</source>
        <translation>Zu #%1 gibt es keine Abstimmung.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="666"/>
        <source>The vote on #%1 is not open.</source>
        <translation>Die Abstimmung zu #%1 ist nicht offen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="670"/>
        <source>The vote comment of #%1 is not on GitHub yet (or not synced); sync once it has been posted.</source>
        <translation>Der Abstimmungskommentar zu #%1 ist noch nicht auf GitHub (oder nicht synchronisiert); synchronisieren Sie, sobald er veröffentlicht ist.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="678"/>
        <source>The ballot could not be saved: %1</source>
        <translation>Die Stimme konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="729"/>
        <source>Only a start-vote action opens a vote.</source>
        <translation>Nur eine Aktion „Abstimmung starten“ eröffnet eine Abstimmung.</translation>
    </message>
</context>
<context>
    <name>acp::VoteStore</name>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="94"/>
        <source>queued</source>
        <translation>eingereiht</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="96"/>
        <source>sending</source>
        <translation>wird gesendet</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="98"/>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="100"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="102"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="217"/>
        <source>An empty roster is not stored.</source>
        <translation>Eine leere Mitgliederliste wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="400"/>
        <source>There is no vote %1.</source>
        <translation>Es gibt keine Abstimmung %1.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="572"/>
        <source>A ballot is approve, reject or abstain.</source>
        <translation>Eine Stimme ist approve, reject oder abstain.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="586"/>
        <source>Replaced by a later ballot.</source>
        <translation>Durch eine spätere Stimme ersetzt.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="679"/>
        <source>The ballot changed meanwhile (another window or process).</source>
        <translation>Die Stimme wurde zwischenzeitlich geändert (anderes Fenster oder anderer Prozess).</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="694"/>
        <source>There is no ballot %1.</source>
        <translation>Es gibt keine Stimme %1.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="698"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>acp::VoteTally</name>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="110"/>
        <source>no ballot</source>
        <translation>keine Stimme</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="112"/>
        <source>approve</source>
        <translation>Zustimmung</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="114"/>
        <source>reject</source>
        <translation>Ablehnung</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="116"/>
        <source>abstain</source>
        <translation>Enthaltung</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="118"/>
        <source>ambiguous</source>
        <translation>mehrdeutig</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="303"/>
        <source>Counted: the representative&apos;s ballot.</source>
        <translation>Gezählt: die Stimme des Vertreters.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="305"/>
        <source>Counted: the alternate&apos;s ballot, as the representative cast no valid one.</source>
        <translation>Gezählt: die Stimme des Stellvertreters, da der Vertreter keine gültige abgegeben hat.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="308"/>
        <source>Not counted: the representative&apos;s ballot counts for %1.</source>
        <translation>Nicht gezählt: Für %1 zählt die Stimme des Vertreters.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="311"/>
        <source>Not counted: ambiguous (more than one of 👍 👎 👀).</source>
        <translation>Nicht gezählt: mehrdeutig (mehr als eine von 👍 👎 👀).</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="313"/>
        <source>Non-binding: not on the roster of this vote.</source>
        <translation>Nicht bindend: nicht auf der Mitgliederliste dieser Abstimmung.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="315"/>
        <source>Not counted: %1 is suspended.</source>
        <translation>Nicht gezählt: %1 ist ausgesetzt.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="317"/>
        <source>Has not voted yet.</source>
        <translation>Hat noch nicht abgestimmt.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="319"/>
        <source>Not counted: cast after the vote closed on %1.</source>
        <translation>Nicht gezählt: nach dem Ende der Abstimmung am %1 abgegeben.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="321"/>
        <source>Not counted: cast after the vote closed.</source>
        <translation>Nicht gezählt: nach dem Ende der Abstimmung abgegeben.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="323"/>
        <source>Not counted: cast after the decision was recorded.</source>
        <translation>Nicht gezählt: nach dem Erfassen der Entscheidung abgegeben.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="325"/>
        <source>Not counted: @%1 now belongs to another GitHub account than the one on the roster (the login was renamed and taken over).</source>
        <translation>Nicht gezählt: @%1 gehört jetzt zu einem anderen GitHub-Konto als dem auf der Mitgliederliste (das ursprüngliche Konto wurde umbenannt, und ein anderes hat den Login übernommen).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="539"/>
        <source>%1 of %n organization(s) voted</source>
        <translation>
            <numerusform>Beteiligung: %1 von %n Organisation</numerusform>
            <numerusform>Beteiligung: %1 von %n Organisationen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="540"/>
        <source>quorum needs %1</source>
        <translation>Quorum erfordert %1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="542"/>
        <source>approvals %1 of %2</source>
        <translation>Zustimmungen %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="543"/>
        <source>approvals %1, rejections %2</source>
        <translation>Zustimmungen %1, Ablehnungen %2</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="581"/>
        <source>No organization is eligible to vote</source>
        <translation>Keine Organisation ist stimmberechtigt</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="584"/>
        <source>Quorum met: %n organization(s) voted, %1 needed</source>
        <translation>
            <numerusform>Quorum erreicht: %n Organisation hat abgestimmt, %1 erforderlich</numerusform>
            <numerusform>Quorum erreicht: %n Organisationen haben abgestimmt, %1 erforderlich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="589"/>
        <source>%1 of %2 for quorum: %n more organization(s) needed</source>
        <translation>
            <numerusform>%1 von %2 für das Quorum: %n weitere Organisation nötig</numerusform>
            <numerusform>%1 von %2 für das Quorum: %n weitere Organisationen nötig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="598"/>
        <source>No ballots yet</source>
        <translation>Noch keine Stimmen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="601"/>
        <source>Majority reached: %n approval(s), %1 needed</source>
        <translation>
            <numerusform>Mehrheit erreicht: %n Zustimmung, %1 erforderlich</numerusform>
            <numerusform>Mehrheit erreicht: %n Zustimmungen, %1 erforderlich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="605"/>
        <source>%1 of %2 approvals for a majority: %n more needed</source>
        <translation>
            <numerusform>%1 von %2 Zustimmungen für die Mehrheit: %n weitere nötig</numerusform>
            <numerusform>%1 von %2 Zustimmungen für die Mehrheit: %n weitere nötig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="614"/>
        <source>No organization is eligible to vote, so the vote cannot reach quorum.</source>
        <translation>Keine Organisation ist stimmberechtigt, daher kann die Abstimmung das Quorum nicht erreichen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="617"/>
        <source>No quorum yet: %n more organization(s) must vote.</source>
        <translation>
            <numerusform>Noch kein Quorum: %n weitere Organisation muss abstimmen.</numerusform>
            <numerusform>Noch kein Quorum: %n weitere Organisationen müssen abstimmen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="622"/>
        <source>Passes: %1 approvals are more than half of %n participant(s).</source>
        <translation>
            <numerusform>Mehrheit erreicht: %1 Zustimmungen sind mehr als die Hälfte von %n Teilnehmer.</numerusform>
            <numerusform>Mehrheit erreicht: %1 Zustimmungen sind mehr als die Hälfte von %n Teilnehmern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="625"/>
        <source>Does not pass: %1 approvals are not more than half of %n participant(s).</source>
        <translation>
            <numerusform>Mehrheit verfehlt: %1 Zustimmungen sind nicht mehr als die Hälfte von %n Teilnehmer.</numerusform>
            <numerusform>Mehrheit verfehlt: %1 Zustimmungen sind nicht mehr als die Hälfte von %n Teilnehmern.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="631"/>
        <source>Passes: %1 approvals are more than %2 rejections.</source>
        <translation>Mehrheit erreicht: %1 Zustimmungen sind mehr als %2 Ablehnungen.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="632"/>
        <source>Does not pass: %1 approvals are not more than %2 rejections.</source>
        <translation>Mehrheit verfehlt: %1 Zustimmungen sind nicht mehr als %2 Ablehnungen.</translation>
    </message>
</context>
<context>
    <name>acp::VotingCommands</name>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="97"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="97"/>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="100"/>
        <source>opened %1</source>
        <translation>eröffnet %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="103"/>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="106"/>
        <source>closes %1</source>
        <translation>endet %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="109"/>
        <source>Vote (%1)</source>
        <translation>Abstimmung (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="112"/>
        <source>The vote comment is not on GitHub yet (or not synced).</source>
        <translation>Der Abstimmungskommentar ist noch nicht auf GitHub (oder nicht synchronisiert).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="118"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="123"/>
        <source>The tally was frozen when the decision was queued (%1); later reactions do not change it.</source>
        <translation>Die Auszählung wurde beim Einreihen der Entscheidung eingefroren (%1); spätere Reaktionen ändern sie nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="131"/>
        <source>(not on the roster)</source>
        <translation>(nicht auf der Mitgliederliste)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="147"/>
        <source>Your ballot (%1): %2</source>
        <translation>Ihre Stimme (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="181"/>
        <source>No roster yet; import one with “roster import FILE” (a Markdown table or JSON).</source>
        <translation>Noch keine Mitgliederliste; importieren Sie eine mit „roster import DATEI“ (eine Markdown-Tabelle oder JSON).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="186"/>
        <source>Roster version %1 (%2, %3): %4 organizations, %5 eligible</source>
        <translation>Mitgliederliste Version %1 (%2, %3): %4 Organisationen, %5 stimmberechtigt</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="197"/>
        <source>“roster” takes no arguments, or “import FILE”.</source>
        <translation>„roster“ nimmt keine Argumente an, oder „import DATEI“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="209"/>
        <source>The roster could not be saved: %1</source>
        <translation>Die Mitgliederliste konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="217"/>
        <source>Imported roster version %1 from %2: %3 organizations, %4 eligible.</source>
        <translation>Mitgliederliste Version %1 aus %2 importiert: %3 Organisationen, %4 stimmberechtigt.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="235"/>
        <source>“co-chairs” takes no arguments, “set LOGIN…” or “clear”.</source>
        <translation>„co-chairs“ nimmt keine Argumente an, oder „set LOGIN…“ bzw. „clear“.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="238"/>
        <source>“co-chairs clear” takes no further arguments.</source>
        <translation>„co-chairs clear“ nimmt keine weiteren Argumente an.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="244"/>
        <source>“%1” is not a GitHub login.</source>
        <translation>„%1“ ist kein GitHub-Login.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="268"/>
        <source>Co-chairs: %1. Only their comments open, count and decide votes.</source>
        <translation>Co-Vorsitz: %1. Nur ihre Kommentare eröffnen Abstimmungen, zählen sie aus und entscheiden sie.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="272"/>
        <source>No co-chair list: comments by the repository&apos;s owners, members and collaborators open, count and decide votes.</source>
        <translation>Keine Co-Vorsitz-Liste: Die Kommentare der Inhaber, Mitglieder und Mitwirkenden des Repositorys eröffnen Abstimmungen, zählen sie aus und entscheiden sie.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="288"/>
        <source>“vote” needs an issue number and approve, reject or abstain, for example: vote 12 approve.</source>
        <translation>„vote“ braucht eine Issue-Nummer und approve, reject oder abstain, zum Beispiel: vote 12 approve.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="316"/>
        <source>Demo workspace: your ballot on #%1 as @%2 is %3 (nothing is sent to GitHub).</source>
        <translation>Demo-Arbeitsbereich: Ihre Stimme zu #%1 als @%2 lautet: %3 (nichts wird an GitHub gesendet).</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="329"/>
        <source>No GitHub token is set (%1): the ballot on #%2 is queued and goes out with the next vote or push once one is.</source>
        <translation>Es ist kein GitHub-Token gesetzt (%1): Die Stimme zu #%2 ist eingereiht und wird mit der nächsten Stimmabgabe oder dem nächsten „push“ gesendet, sobald eines gesetzt ist.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="346"/>
        <source>Interrupted: the ballot on #%1 stays queued.</source>
        <translation>Unterbrochen: Die Stimme zu #%1 bleibt eingereiht.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="355"/>
        <source>Your ballot on #%1 as @%2 is %3.</source>
        <translation>Ihre Stimme zu #%1 als @%2 lautet: %3.</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="369"/>
        <source>The ballot on #%1 is queued and goes out with the next vote or push: %2</source>
        <translation>Die Stimme zu #%1 ist eingereiht und wird mit der nächsten Stimmabgabe oder dem nächsten „push“ gesendet: %2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="383"/>
        <source>@%1 is not on the roster of this vote: the ballot is shown as non-binding.</source>
        <translation>@%1 ist nicht auf der Mitgliederliste dieser Abstimmung: Die Stimme wird als nicht bindend angezeigt.</translation>
    </message>
</context>
<context>
    <name>acp::VotingSession</name>
    <message>
        <location filename="../src/core/voting/VotingSession.cpp" line="84"/>
        <source>The ballot on #%1 is being sent and cannot be cancelled now.</source>
        <translation>Die Stimme zu #%1 wird gerade gesendet und kann jetzt nicht abgebrochen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotingSession.cpp" line="86"/>
        <source>The ballot on #%1 is no longer waiting.</source>
        <translation>Die Stimme zu #%1 wartet nicht mehr.</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotingSession.cpp" line="163"/>
        <source>The ballot could not be saved: %1</source>
        <translation>Die Stimme konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>acp::WelcomePage</name>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="59"/>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="82"/>
        <source>Welcome to ACP Workbench</source>
        <translation>Willkommen bei ACP Workbench</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="86"/>
        <source>Review applications to the PyTorch Foundation&apos;s Additional Compute Platforms against the admission requirements, request information, and run votes, all recorded on GitHub.</source>
        <translation>Prüfen Sie Anträge für die Additional Compute Platforms der PyTorch Foundation anhand der Aufnahmeanforderungen, fordern Sie Informationen an und führen Sie Abstimmungen durch – alles auf GitHub festgehalten.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="94"/>
        <source>Choose &amp;Repository…</source>
        <translation>&amp;Repository wählen…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="98"/>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="101"/>
        <location filename="../src/ui/window/WelcomePage.cpp" line="173"/>
        <location filename="../src/ui/window/WelcomePage.cpp" line="178"/>
        <location filename="../src/ui/window/WelcomePage.cpp" line="183"/>
        <source>&amp;Sign In with GitHub…</source>
        <translation>Bei GitHub &amp;anmelden…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="103"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="107"/>
        <source>Fetch the applications, their comments and labels into this computer&apos;s cache.</source>
        <translation>Die Anträge mit ihren Kommentaren und Labels in den Cache dieses Computers holen.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="109"/>
        <source>S&amp;ync Now</source>
        <translation>&amp;Jetzt synchronisieren</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="111"/>
        <source>Sync</source>
        <translation>Synchronisierung</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="116"/>
        <source>Fictional applications in every state of the process, to try the workbench. The demo never uses the network.</source>
        <translation>Erfundene Anträge in jedem Stadium des Verfahrens, um die Workbench auszuprobieren. Die Demo nutzt nie das Netzwerk.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="118"/>
        <source>Open the &amp;Demo Workspace</source>
        <translation>&amp;Demo-Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="120"/>
        <source>Just looking?</source>
        <translation>Nur umsehen?</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="125"/>
        <source>Everything synced stays on this computer: you can review offline, and the actions you queue wait in the Outbox until the next sync.</source>
        <translation>Alles Synchronisierte bleibt auf diesem Computer: Sie können offline prüfen, und eingereihte Aktionen warten im Postausgang bis zur nächsten Synchronisierung.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="130"/>
        <source>Show the &amp;Applications</source>
        <translation>&amp;Anträge anzeigen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="144"/>
        <source>This is the demo workspace, bundled with the workbench. Choose a repository on GitHub to review real applications.</source>
        <translation>Dies ist der mitgelieferte Demo-Arbeitsbereich. Wählen Sie ein Repository auf GitHub, um echte Anträge zu prüfen.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="148"/>
        <source>Applications come from the issues of %1 on %2.</source>
        <translation>Die Anträge stammen aus den Issues von %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="162"/>
        <source>Signed in as @%1 with the token the GitHub CLI (gh) already has.</source>
        <translation>Angemeldet als @%1 mit dem Token, das die GitHub CLI (gh) bereits hat.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="164"/>
        <source>Signed in as @%1 (token from %2).</source>
        <translation>Angemeldet als @%1 (Token aus %2).</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="167"/>
        <source>&amp;Sign In Again…</source>
        <translation>Erneut &amp;anmelden…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="170"/>
        <source>Not signed in. Public repositories sync without an account; sign in to send actions and to see private repositories. When the GitHub CLI (gh) is signed in, its token is used.</source>
        <translation>Nicht angemeldet. Öffentliche Repositorys lassen sich ohne Konto synchronisieren; melden Sie sich an, um Aktionen zu senden und private Repositorys zu sehen. Ist die GitHub CLI (gh) angemeldet, wird ihr Token verwendet.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="176"/>
        <source>GitHub rejected the saved token: it was revoked or has expired. Sign in again.</source>
        <translation>GitHub hat das gespeicherte Token abgelehnt: Es wurde widerrufen oder ist abgelaufen. Melden Sie sich erneut an.</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="182"/>
        <source>The account could not be checked: %1</source>
        <translation>Das Konto konnte nicht geprüft werden: %1</translation>
    </message>
</context>
<context>
    <name>acp::WorkbenchSession</name>
    <message>
        <location filename="../src/ui/window/WorkbenchSession.cpp" line="84"/>
        <source>Open Workspace</source>
        <translation>Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkbenchSession.cpp" line="85"/>
        <source>The workspace could not be opened: %1</source>
        <translation>Der Arbeitsbereich konnte nicht geöffnet werden: %1</translation>
    </message>
</context>
<context>
    <name>acp::Workspace</name>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="81"/>
        <source>“%1” is not a repository name: write it as OWNER/NAME.</source>
        <translation>„%1“ ist kein Repository-Name: Schreiben Sie ihn als INHABER/NAME.</translation>
    </message>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="94"/>
        <source>“%1” is not a valid API address; GitHub&apos;s is https://api.github.com.</source>
        <translation>„%1“ ist keine gültige API-Adresse; die von GitHub ist https://api.github.com.</translation>
    </message>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="155"/>
        <source>%1 holds no certificate authority in PEM form.</source>
        <translation>%1 enthält keine Zertifizierungsstelle im PEM-Format.</translation>
    </message>
</context>
<context>
    <name>acp::WorkspaceMenu</name>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="83"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="85"/>
        <source>&amp;Open Workspace…</source>
        <translation>Arbeitsbereich &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="89"/>
        <source>Open another repository, on GitHub or GitHub Enterprise</source>
        <translation>Ein anderes Repository öffnen, auf GitHub oder GitHub Enterprise</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="91"/>
        <source>Recent &amp;Workspaces</source>
        <translation>&amp;Zuletzt verwendete Arbeitsbereiche</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="121"/>
        <source>No other workspaces yet</source>
        <translation>Noch keine anderen Arbeitsbereiche</translation>
    </message>
</context>
<context>
    <name>acp::ui</name>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="49"/>
        <source>ACP Workbench</source>
        <translation>ACP Workbench</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="66"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="70"/>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="74"/>
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>vor %n Minute</numerusform>
            <numerusform>vor %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="78"/>
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>vor %n Stunde</numerusform>
            <numerusform>vor %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="82"/>
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>vor %n Tag</numerusform>
            <numerusform>vor %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="117"/>
        <source>API: unknown</source>
        <translation>API: unbekannt</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="120"/>
        <source>API: %1/%2</source>
        <translation>API: %1/%2</translation>
    </message>
</context>
</TS>
