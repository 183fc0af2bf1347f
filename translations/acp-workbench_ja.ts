<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../ui/ActionDialog.ui" line="9"/>
        <source>Co-chair action</source>
        <translation>共同議長のアクション</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="21"/>
        <source>Also ask about requirements marked “needs judgment”</source>
        <translation>「要判断」とした要件についても確認する</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="26"/>
        <source>Vote closes on</source>
        <translation>投票締切日</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="32"/>
        <source>yyyy-MM-dd</source>
        <translation>yyyy-MM-dd</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="37"/>
        <source>&amp;Outcome:</source>
        <translation>結果(&amp;O):</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="46"/>
        <source>&amp;Tally:</source>
        <translation>集計(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="52"/>
        <source>Empty: the tally of the application&apos;s vote</source>
        <translation>空欄: この申請の投票の集計</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="53"/>
        <source>Leave empty to put the tally of the vote on GitHub, per organization, in the comment; or write your own</source>
        <translation>空欄のままにすると GitHub 上の投票の集計（組織ごと）がコメントに入ります。独自の内容を書くこともできます</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="58"/>
        <source>&amp;Note:</source>
        <translation>メモ(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="83"/>
        <source>&amp;Comment (Markdown):</source>
        <translation>コメント (Markdown)(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="94"/>
        <source>&amp;Reset from Template</source>
        <translation>テンプレートから再作成(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="95"/>
        <source>Compose the comment again from the template and the options above, dropping your edits</source>
        <translation>テンプレートと上のオプションからコメントを作り直します。編集内容は破棄されます</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="113"/>
        <source>Preview:</source>
        <translation>プレビュー:</translation>
    </message>
</context>
<context>
    <name>ApplicationPane</name>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="14"/>
        <source>Application</source>
        <translation>申請</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="45"/>
        <source>Application text</source>
        <translation>申請本文</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="66"/>
        <source>Application header</source>
        <translation>申請ヘッダー</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="98"/>
        <source>Platform</source>
        <translation>プラットフォーム</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="111"/>
        <source>Issue number</source>
        <translation>Issue 番号</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="124"/>
        <source>Review state</source>
        <translation>レビュー状態</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="150"/>
        <source>Open on GitHub</source>
        <translation>GitHub で開く</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="168"/>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="181"/>
        <source>Author and dates</source>
        <translation>作成者と日付</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="194"/>
        <source>Duplicates and resubmissions</source>
        <translation>重複と再申請</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="201"/>
        <source>Labels</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="233"/>
        <location filename="../ui/ApplicationPane.ui" line="256"/>
        <location filename="../ui/ApplicationPane.ui" line="298"/>
        <source>Private note</source>
        <translation>非公開メモ</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="266"/>
        <source>Kept on this computer, never sent to GitHub</source>
        <translation>このコンピューターにのみ保存され、GitHub には送信されません</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="289"/>
        <source>Note status</source>
        <translation>メモの状態</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="304"/>
        <source>Notes for yourself about this application (Markdown)…</source>
        <translation>この申請についての自分用メモ (Markdown)…</translation>
    </message>
</context>
<context>
    <name>ChecklistPane</name>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="14"/>
        <location filename="../ui/ChecklistPane.ui" line="58"/>
        <source>Checklist</source>
        <translation>チェックリスト</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="81"/>
        <source>Checklist progress</source>
        <translation>チェックリストの進捗</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="90"/>
        <source>Checklist progress bar</source>
        <translation>チェックリストの進捗バー</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="100"/>
        <source>Checklist message</source>
        <translation>チェックリストのメッセージ</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="136"/>
        <source>Checklist message text</source>
        <translation>チェックリストのメッセージ本文</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="143"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="146"/>
        <source>Dismiss the message</source>
        <translation>メッセージを閉じる</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="166"/>
        <source>Requirements</source>
        <translation>要件</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="208"/>
        <source>Requirement details</source>
        <translation>要件の詳細</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="235"/>
        <source>Requirement</source>
        <translation>要件</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="251"/>
        <source>Requirement description</source>
        <translation>要件の説明</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="263"/>
        <source>Guidance</source>
        <translation>レビューの手引き</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="266"/>
        <source>Show what to look for when reviewing this requirement</source>
        <translation>この要件をレビューする際の確認ポイントを表示します</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="269"/>
        <source>Show the reviewer guidance</source>
        <translation>レビューの手引きを表示</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="303"/>
        <source>Answered in</source>
        <translation>回答箇所</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="321"/>
        <source>Reviewer guidance</source>
        <translation>レビューの手引き</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="328"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="358"/>
        <location filename="../ui/ChecklistPane.ui" line="435"/>
        <source>Reviewer note</source>
        <translation>レビュアーメモ</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="371"/>
        <source>Note status</source>
        <translation>メモの状態</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="391"/>
        <source>Write</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="394"/>
        <source>Edit the note as Markdown (E)</source>
        <translation>メモを Markdown で編集 (E)</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="413"/>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="416"/>
        <source>Show the note rendered</source>
        <translation>メモを整形して表示</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="441"/>
        <source>Why this status? Markdown; saved as you type, never sent unless you include it.</source>
        <translation>このステータスにした理由 (Markdown)。入力と同時に保存され、含めない限り送信されません。</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="446"/>
        <source>Reviewer note, rendered</source>
        <translation>レビュアーメモ (整形表示)</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="465"/>
        <source>Evidence</source>
        <translation>エビデンス</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="485"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="488"/>
        <source>Add a link, a text or a file as evidence</source>
        <translation>リンク、テキスト、ファイルをエビデンスとして追加します</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="491"/>
        <source>Add evidence</source>
        <translation>エビデンスを追加</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="506"/>
        <source>From the application</source>
        <translation>申請から</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="513"/>
        <source>Links from the application</source>
        <translation>申請内のリンク</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="537"/>
        <source>Your notes</source>
        <translation>自分のメモ</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="544"/>
        <source>Your evidence notes</source>
        <translation>自分のエビデンスメモ</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="577"/>
        <source>Drop area</source>
        <translation>ドロップ領域</translation>
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
        <translation>同期の問題</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="87"/>
        <source>Sync problem message</source>
        <translation>同期の問題のメッセージ</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="94"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="97"/>
        <source>Dismiss the sync message</source>
        <translation>同期のメッセージを閉じる</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="120"/>
        <source>Applications</source>
        <translation>申請</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="146"/>
        <source>Search number, platform, title, author, label</source>
        <translation>番号、プラットフォーム、タイトル、作成者、ラベルで検索</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="152"/>
        <source>Search applications</source>
        <translation>申請を検索</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="159"/>
        <source>Filter by review state</source>
        <translation>レビュー状態で絞り込み</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="162"/>
        <source>Show only applications in this review state</source>
        <translation>このレビュー状態の申請だけを表示します</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="169"/>
        <source>≠</source>
        <translation>≠</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="175"/>
        <source>Only applications where reviews differ</source>
        <translation>レビューが分かれている申請のみ</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="178"/>
        <source>Show only applications where the published reviews, yours included, differ on a requirement</source>
        <translation>公開されたレビュー (自分のものを含む) がいずれかの要件で分かれている申請だけを表示します</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="187"/>
        <source>Application list</source>
        <translation>申請一覧</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="224"/>
        <source>Number of applications shown</source>
        <translation>表示中の申請の数</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="238"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="244"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="251"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="262"/>
        <source>&amp;Review</source>
        <translation>レビュー(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="267"/>
        <source>&amp;Workspace</source>
        <translation>ワークスペース(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="274"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="288"/>
        <source>Main Toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="307"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="310"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="321"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="324"/>
        <source>Undo the last checklist change of this application</source>
        <translation>この申請のチェックリストに対する直前の変更を元に戻します</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="332"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="335"/>
        <source>Redo the checklist change last undone</source>
        <translation>最後に元に戻したチェックリストの変更をやり直します</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="340"/>
        <source>Go to &amp;Checklist</source>
        <translation>チェックリストへ移動(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="343"/>
        <source>Move the keyboard focus to the requirements of the checklist</source>
        <translation>キーボードフォーカスをチェックリストの要件に移します</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="346"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="351"/>
        <source>&amp;Find Application…</source>
        <translation>申請を検索(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="354"/>
        <source>Search the application list</source>
        <translation>申請一覧を検索します</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="357"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="362"/>
        <source>&amp;Next Application</source>
        <translation>次の申請(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="365"/>
        <source>Alt+Down</source>
        <translation>Alt+Down</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="370"/>
        <source>&amp;Previous Application</source>
        <translation>前の申請(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="373"/>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="381"/>
        <source>Markdown &amp;Source</source>
        <translation>Markdown ソース(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="384"/>
        <source>Show the application as the applicant wrote it, instead of rendered</source>
        <translation>申請を整形せず、申請者が書いたとおりに表示します</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="387"/>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="392"/>
        <source>&amp;Sync</source>
        <translation>同期(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="395"/>
        <source>Fetch new and changed applications, comments and reactions from GitHub</source>
        <translation>新規および変更された申請、コメント、リアクションを GitHub から取得します</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="398"/>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="406"/>
        <source>&amp;Cancel Sync</source>
        <translation>同期をキャンセル(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="409"/>
        <source>Stop the running sync; what was fetched so far is kept</source>
        <translation>実行中の同期を停止します。それまでに取得した内容は保持されます</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="414"/>
        <source>&amp;About ACP Workbench</source>
        <translation>ACP Workbench について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="422"/>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>OpenWorkspaceDialog</name>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="14"/>
        <source>Open Workspace</source>
        <translation>ワークスペースを開く</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="20"/>
        <source>A workspace is one repository on one GitHub host, with its own database.</source>
        <translation>ワークスペースとは、1 つの GitHub ホスト上の 1 つのリポジトリと、その専用データベースの組です。</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="32"/>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="45"/>
        <source>github.com, a GitHub Enterprise Server host (its API is https://HOST/api/v3), or NAME.ghe.com</source>
        <translation>github.com、GitHub Enterprise Server のホスト (API は https://HOST/api/v3)、または NAME.ghe.com</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="48"/>
        <source>GitHub host</source>
        <translation>GitHub ホスト</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="55"/>
        <source>&amp;Repository:</source>
        <translation>リポジトリ(&amp;R):</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="65"/>
        <source>OWNER/NAME</source>
        <translation>OWNER/NAME</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="68"/>
        <source>Repository</source>
        <translation>リポジトリ</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="83"/>
        <source>Problem with the workspace</source>
        <translation>ワークスペースの問題</translation>
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
        <translation>GitHub にサインイン</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="48"/>
        <source>OAuth app &amp;client id:</source>
        <translation>OAuth アプリのクライアント ID(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="58"/>
        <source>The client id of an OAuth app with the device flow enabled (GitHub: Settings, Developer settings, OAuth Apps). It is not a secret.</source>
        <translation>デバイスフローを有効にした OAuth アプリのクライアント ID です (GitHub の Settings → Developer settings → OAuth Apps)。秘密情報ではありません。</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="61"/>
        <source>OAuth app client id</source>
        <translation>OAuth アプリのクライアント ID</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="80"/>
        <source>One-time code</source>
        <translation>ワンタイムコード</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="87"/>
        <source>&amp;Copy Code and Open GitHub</source>
        <translation>コードをコピーして GitHub を開く(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="90"/>
        <source>Copy the code and open GitHub&apos;s sign-in page in the web browser</source>
        <translation>コードをコピーし、GitHub のサインインページを Web ブラウザーで開きます</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="106"/>
        <source>Sign-in status</source>
        <translation>サインイン状態</translation>
    </message>
</context>
<context>
    <name>acp::Account</name>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="35"/>
        <source>Signed in as @%1</source>
        <translation>@%1 としてサインイン中</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="36"/>
        <source>Signed in as @%1 (scopes: %2)</source>
        <translation>@%1 としてサインイン中 (スコープ: %2)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="38"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="40"/>
        <source>Not signed in</source>
        <translation>サインインしていません</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="42"/>
        <source>Not signed in: GitHub rejected the token</source>
        <translation>サインインしていません: GitHub がトークンを拒否しました</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="44"/>
        <source>Account unknown: %1</source>
        <translation>アカウント不明: %1</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="77"/>
        <source>GitHub&apos;s answer about the signed-in user could not be read.</source>
        <translation>サインイン中のユーザーに関する GitHub の応答を読み取れませんでした。</translation>
    </message>
</context>
<context>
    <name>acp::AccountController</name>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="45"/>
        <source>A&amp;ccount</source>
        <translation>アカウント(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="47"/>
        <location filename="../src/ui/account/AccountController.cpp" line="208"/>
        <source>Not signed in</source>
        <translation>サインインしていません</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="51"/>
        <source>&amp;Sign In…</source>
        <translation>サインイン(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="53"/>
        <source>Sign &amp;Out</source>
        <translation>サインアウト(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="56"/>
        <source>&amp;Check Account</source>
        <translation>アカウントを確認(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="72"/>
        <source>GitHub account</source>
        <translation>GitHub アカウント</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="77"/>
        <source>No account needed</source>
        <translation>アカウントは不要です</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="78"/>
        <source>The demo workspace is offline: nothing is sent to GitHub.</source>
        <translation>デモワークスペースはオフラインです。GitHub には何も送信されません。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="85"/>
        <location filename="../src/ui/account/AccountController.cpp" line="177"/>
        <source>Checking sign-in…</source>
        <translation>サインインを確認しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="195"/>
        <source>Host: %1</source>
        <translation>ホスト: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="196"/>
        <source>Token from %1</source>
        <translation>トークンの取得元: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="198"/>
        <source>The token&apos;s scopes are not reported (a fine-grained or app token).</source>
        <translation>トークンのスコープは報告されていません (fine-grained トークンまたはアプリのトークン)。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="204"/>
        <source>Not signed in to %1. Public repositories can be synced; sign in to send actions and to see private ones.</source>
        <translation>%1 にサインインしていません。公開リポジトリは同期できます。アクションを送信したり非公開リポジトリを表示したりするにはサインインしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="213"/>
        <location filename="../src/ui/account/AccountController.cpp" line="238"/>
        <source>Sign in…</source>
        <translation>サインイン…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="214"/>
        <location filename="../src/ui/account/AccountController.cpp" line="239"/>
        <source>GitHub rejected the token for %1: it was revoked or has expired.</source>
        <translation>GitHub が %1 のトークンを拒否しました。トークンが取り消されたか、有効期限が切れています。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="219"/>
        <source>Account unknown</source>
        <translation>アカウント不明</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="250"/>
        <source>GitHub needs you to sign in to %1 for this.</source>
        <translation>この操作には %1 へのサインインが必要です。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="252"/>
        <source>GitHub rejected the token in %1: it was revoked or has expired. Set a valid token, or unset it and sign in.</source>
        <translation>GitHub が %1 のトークンを拒否しました。トークンが取り消されたか、有効期限が切れています。有効なトークンを設定するか、設定を解除してサインインしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="256"/>
        <source>GitHub rejected the saved token for %1: it was revoked or has expired. Sign in again to continue.</source>
        <translation>GitHub が %1 の保存済みトークンを拒否しました。トークンが取り消されたか、有効期限が切れています。続行するには再度サインインしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="260"/>
        <source>Sign In Needed</source>
        <translation>サインインが必要です</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="265"/>
        <source>Sign In…</source>
        <translation>サインイン…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="266"/>
        <source>Not Now</source>
        <translation>後で</translation>
    </message>
</context>
<context>
    <name>acp::ActionCancellation</name>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="48"/>
        <source>Cancelled: %1</source>
        <translation>キャンセルしました: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="49"/>
        <source>Cancelled: %1 (%2)</source>
        <translation>キャンセルしました: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="69"/>
        <source>its pull request may be open on GitHub</source>
        <translation>プルリクエストが GitHub で作成済みの可能性があります</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="82"/>
        <source>its comment may be on GitHub</source>
        <translation>コメントが GitHub にある可能性あり</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="87"/>
        <source>The comment of “%1” may already be on GitHub (an earlier push sent it and got no answer), and GitHub cannot be asked now: sign in or go online, or cancel anyway.</source>
        <translation>「%1」のコメントはすでに GitHub にある可能性があります (以前の送信でコメントを送りましたが、応答がありませんでした)。現在は GitHub に問い合わせできません。サインインするかオンラインに接続してください。または、それでもキャンセルしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="109"/>
        <source>comment: found on GitHub before cancelling: %1</source>
        <translation>コメント: キャンセル前に GitHub で見つかりました: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="116"/>
        <source>The comment of “%1” is already on GitHub (%2). Cancelling now stops only its label and state changes; the comment stays on GitHub.</source>
        <translation>「%1」のコメントはすでに GitHub にあります (%2)。今キャンセルしても止まるのはラベルと状態の変更だけで、コメントは GitHub に残ります。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="123"/>
        <source>its comment is not on GitHub</source>
        <translation>コメントは GitHub にありません</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="126"/>
        <source>the application is not on GitHub any more</source>
        <translation>申請は GitHub 上にもうありません</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="131"/>
        <source>The comment of “%1” may already be on GitHub, and looking for it failed: %2</source>
        <translation>「%1」のコメントはすでに GitHub にある可能性がありますが、その検索に失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="147"/>
        <source>The pull request of “%1” may already be open on %2 (an earlier push opened it and got no answer), and GitHub cannot be asked now: look there, or sign in or go online, or cancel anyway.</source>
        <translation>「%1」のプルリクエストは %2 で既に開かれているかもしれません（以前の送信で開かれ、応答がありませんでした）。今は GitHub に問い合わせできません。そちらを確認するか、サインインまたはオンラインにするか、そのまま取り消してください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="159"/>
        <source>The pull request of “%1” may already be open on %2, and looking for it failed: %3</source>
        <translation>「%1」のプルリクエストは %2 で既に開かれているかもしれませんが、検索に失敗しました：%3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="167"/>
        <source>its pull request is not on %1</source>
        <translation>そのプルリクエストは %1 にありません</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="178"/>
        <source>pull-request: found on GitHub before cancelling: %1</source>
        <translation>pull-request：取り消す前に GitHub で見つかりました：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="182"/>
        <source>The pull request of “%1” is already open on %2 (%3). Cancelling stops nothing more; close the pull request there to withdraw the listing.</source>
        <translation>「%1」のプルリクエストは既に %2 で開かれています（%3）。取り消しても止まるものはありません。掲載を取り下げるには、そちらでプルリクエストを閉じてください。</translation>
    </message>
</context>
<context>
    <name>acp::ActionCommentLookup</name>
    <message>
        <location filename="../src/core/outbox/ActionCommentLookup.cpp" line="64"/>
        <source>GitHub&apos;s list of comments could not be read.</source>
        <translation>GitHub のコメント一覧を読み取れませんでした。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/ActionCommentLookup.cpp" line="97"/>
        <source>The comments changed while each of %n reads of them was under way.</source>
        <translation>
            <numerusform>コメントは %n 回の読み取りのたびに、読み取り中に変更されました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ActionComposer</name>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="137"/>
        <source>Application #%1 was deleted on GitHub.</source>
        <translation>申請 #%1 は GitHub で削除されました。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="146"/>
        <source>Application #%1 is %2; information is requested only while an application is new or needs info.</source>
        <translation>申請 #%1 の状態は「%2」です。情報の要求は、申請が新規または情報待ちの場合にのみ行えます。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="149"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="156"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="163"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="171"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="184"/>
        <source>closed</source>
        <translation>クローズ済み</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="154"/>
        <source>Application #%1 is %2; a vote starts only on an application in review.</source>
        <translation>申請 #%1 の状態は「%2」です。投票はレビュー中の申請でのみ開始できます。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="161"/>
        <source>Application #%1 is %2; a decision is recorded only while it is voting.</source>
        <translation>申請 #%1 の状態は「%2」です。決定は投票中の場合にのみ記録できます。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="168"/>
        <source>Application #%1 is %2; only an application that needs info or is voting goes back to review.</source>
        <translation>申請 #%1 の状態は「%2」です。レビューに戻せるのは、情報待ちまたは投票中の申請だけです。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="176"/>
        <source>Application #%1 is closed; a review is published only while it is open.</source>
        <translation>申請 #%1 はクローズされています。レビューはオープンな間だけ公開できます。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="182"/>
        <source>Application #%1 is %2; a reminder goes out only while its vote runs.</source>
        <translation>申請 #%1 は%2です。リマインダーは投票の実施中にだけ送られます。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="189"/>
        <source>Application #%1 is %2; only an approved platform is listed.</source>
        <translation>申請 #%1 は%2です。掲載されるのは承認されたプラットフォームだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="198"/>
        <source>Application #%1 is not an approved, listed platform; periodic review actions apply only to those.</source>
        <translation>申請 #%1 は承認・掲載済みのプラットフォームではありません。定期レビューのアクションはそれらにのみ適用されます。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="203"/>
        <source>Application #%1 already has a deficiency notice running.</source>
        <translation>申請 #%1 にはすでに進行中の不備通知があります。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="224"/>
        <source>The template %1 uses {{%2}}, which has no value here.</source>
        <translation>テンプレート %1 は {{%2}} を使用していますが、ここでは値がありません。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="332"/>
        <source>No requirement of application #%1 is marked gap or needs-judgment; mark the missing points in the checklist first.</source>
        <translation>申請 #%1 には不足または要判断とされた要件がありません。先にチェックリストで不足点をマークしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="335"/>
        <source>No requirement of application #%1 is marked gap; mark the missing points in the checklist first (or include needs-judgment items).</source>
        <translation>申請 #%1 には不足とされた要件がありません。先にチェックリストで不足点をマークしてください (または要判断の項目を含めてください)。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="357"/>
        <source>The evidence file %1 cannot go into a GitHub comment and was left out.</source>
        <translation>エビデンスファイル %1 は GitHub のコメントに含められないため、除外しました。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="377"/>
        <source>The closing date %1 is in the past.</source>
        <translation>締切日 %1 は過去の日付です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/ActionComposer.cpp" line="381"/>
        <source>A vote stays open at least %n day(s): it can close on %1 at the earliest.</source>
        <translation>
            <numerusform>投票は少なくとも %n 日間開いたままです。締め切りは早くても %1 です。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="464"/>
        <source>A decision states its reasons: write why #%1 is approved.</source>
        <translation>決定には理由が必要です。#%1 を承認する理由を書いてください。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="465"/>
        <source>A decision states its reasons: write why #%1 is declined.</source>
        <translation>決定には理由が必要です。#%1 を却下する理由を書いてください。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposerFollowUps.cpp" line="20"/>
        <source>Every eligible organization has voted on #%1; there is nobody to remind.</source>
        <translation>#%1 では投票資格のあるすべての組織が投票済みです。リマインドする相手はいません。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposerFollowUps.cpp" line="67"/>
        <source>Say which requirements the platform no longer meets.</source>
        <translation>プラットフォームが満たさなくなった要件を記入してください。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="534"/>
        <source>No requirement of #%1 has a status yet; there is no review to publish.</source>
        <translation>#%1 の要件にはまだステータスがありません。公開するレビューはありません。</translation>
    </message>
</context>
<context>
    <name>acp::ActionController</name>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="144"/>
        <source>Request &amp;Info…</source>
        <translation>情報を要求(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="146"/>
        <source>Ask the applicant for the missing information (from the checklist&apos;s gaps)</source>
        <translation>申請者に不足している情報を求めます (チェックリストの不足点から作成)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="147"/>
        <source>Start &amp;Vote…</source>
        <translation>投票を開始(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="148"/>
        <source>Post the vote comment and label the application as voting</source>
        <translation>投票コメントを投稿し、申請に投票中のラベルを付けます</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="149"/>
        <source>Record &amp;Decision…</source>
        <translation>決定を記録(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="151"/>
        <source>Post the outcome, label the application and close it</source>
        <translation>結果を投稿し、申請にラベルを付けてクローズします</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="152"/>
        <source>&amp;Back to Review…</source>
        <translation>レビューに戻す(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="154"/>
        <source>Move the application back to review (new)</source>
        <translation>申請をレビュー (新規) に戻します</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="155"/>
        <source>Re&amp;mind Non-voters…</source>
        <translation>未投票者にリマインド(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="156"/>
        <source>One comment that mentions the representatives and alternates of the organizations that have not voted, with the deadline</source>
        <translation>まだ投票していない組織の代表者と代理人にメンションし、締め切りを伝えるコメント 1 件</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="158"/>
        <source>Deficiency &amp;Notice…</source>
        <translation>不備通知(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="160"/>
        <source>Periodic review: give notice of deficiencies; starts the clock</source>
        <translation>定期レビュー: 不備を通知し、期限のカウントを開始します</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="161"/>
        <source>Re&amp;tire…</source>
        <translation>掲載終了(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="162"/>
        <source>Periodic review: retire the approved platform</source>
        <translation>定期レビュー: 承認済みプラットフォームの掲載を終了します</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="163"/>
        <source>Review &amp;Complete…</source>
        <translation>レビュー完了(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="165"/>
        <source>Periodic review passed: the next review is due later</source>
        <translation>定期レビューに合格: 次回のレビュー期限が更新されます</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="168"/>
        <source>&amp;Application</source>
        <translation>申請(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="192"/>
        <source>&amp;Push Outbox Now</source>
        <translation>送信トレイを今すぐ送信(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="215"/>
        <source>Demo workspace: actions can be queued here to try them out, but nothing is ever sent to GitHub.</source>
        <translation>デモワークスペース: アクションを試しにキューに追加できますが、GitHub には一切送信されません。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="218"/>
        <source>Outbox</source>
        <translation>送信トレイ</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="224"/>
        <source>&amp;Outbox</source>
        <translation>送信トレイ(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="229"/>
        <source>Due</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="236"/>
        <source>&amp;Due</source>
        <translation>期限(&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="252"/>
        <location filename="../src/ui/actions/ActionController.cpp" line="263"/>
        <source>Application #%1 is hidden by the filters.</source>
        <translation>申請 #%1 はフィルターで非表示になっています。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="276"/>
        <source>Back to Review…</source>
        <translation>レビューに戻す…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="307"/>
        <source>Open the outbox</source>
        <translation>送信トレイを開く</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="342"/>
        <source>Back online: pushing the outbox…</source>
        <translation>オンラインに復帰: 送信トレイを送信しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="390"/>
        <source>The demo workspace never sends anything to GitHub.</source>
        <translation>デモワークスペースは GitHub に何も送信しません。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="393"/>
        <source>A push is running.</source>
        <translation>送信を実行中です。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="398"/>
        <source>Send the waiting actions to GitHub (F6)</source>
        <translation>待機中のアクションを GitHub に送信します (F6)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="397"/>
        <source>Nothing waits in the outbox.</source>
        <translation>送信トレイに待機中のものはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="413"/>
        <source>Outbox empty</source>
        <translation>送信トレイは空です</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="408"/>
        <source>%n action(s) waiting</source>
        <translation>
            <numerusform>%n 件のアクションが待機中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="399"/>
        <source>Send the waiting actions, then the ballots, to GitHub (F6)</source>
        <translation>待機中のアクション、続いて票を GitHub に送信します (F6)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="411"/>
        <source>%n ballot(s) waiting</source>
        <translation>
            <numerusform>%n 件の票が待機中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="429"/>
        <source>Queued: %1. Push the outbox (F6) to send it.</source>
        <translation>キューに追加しました: %1。送信するには送信トレイを送信してください (F6)。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="430"/>
        <source>Queued in the demo outbox (never sent): %1</source>
        <translation>デモの送信トレイに追加しました (送信はされません): %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="86"/>
        <source>Pushing %n action(s)…</source>
        <translation>
            <numerusform>%n 件のアクションを送信しています…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="87"/>
        <location filename="../src/ui/actions/ActionController.cpp" line="93"/>
        <source>Sending %n ballot(s)…</source>
        <translation>
            <numerusform>%n 件の票を送信しています…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="141"/>
        <source>P&amp;ublish Review…</source>
        <translation>レビューを公開(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="143"/>
        <source>Post your checklist on the issue as your review; publishing again updates it</source>
        <translation>チェックリストを自分のレビューとして Issue に投稿します。再公開すると更新されます</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="446"/>
        <source>Sending the ballots was cancelled; they stay queued.</source>
        <translation>票の送信はキャンセルされました。票はキューに残っています。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="448"/>
        <source>Ballots not sent: %1</source>
        <translation>票を送信できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="450"/>
        <source>Ballots: %1 sent, %2 failed, %3 left unsent (see the Outbox).</source>
        <translation>票: %1 件送信、%2 件失敗、%3 件未送信 (送信トレイを参照してください)。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="455"/>
        <source>%n ballot(s) sent.</source>
        <translation>
            <numerusform>%n 件の票を送信しました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="475"/>
        <source>Pushing: %1 of %2</source>
        <translation>送信中: %1 / %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="482"/>
        <source>Push waits %n second(s): %1</source>
        <translation>
            <numerusform>送信は %n 秒待機します: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="491"/>
        <source>Push stopped: %1</source>
        <translation>送信が停止しました: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="493"/>
        <source>Outbox pushed: %n action(s) sent.</source>
        <translation>
            <numerusform>送信トレイを送信しました: %n 件のアクションを送信しました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="496"/>
        <source>Pushed %1; %2 left unsent (see the Outbox).</source>
        <translation>%1 件を送信しました。%2 件は未送信です (送信トレイを参照してください)。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="545"/>
        <source>&lt;b&gt;The applicant answered on %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;申請者が %1 に回答しました。&lt;/b&gt;</translation>
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
        <translation>キューに追加(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="28"/>
        <source>Put the action in the outbox; it is sent on the next push</source>
        <translation>アクションを送信トレイに入れます。次回の送信時に送られます</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="59"/>
        <source>&lt;b&gt;%1&lt;/b&gt; on #%2 “%3”</source>
        <translation>#%2「%3」に対する&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="67"/>
        <source>&lt;br&gt;&lt;i&gt;Demo workspace: the action is queued locally to try it out, but never sent to GitHub.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;デモワークスペース: アクションは試用のためローカルのキューに追加されますが、GitHub には送信されません。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="91"/>
        <source>Request Info</source>
        <translation>情報を要求</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="93"/>
        <source>Start Vote</source>
        <translation>投票を開始</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="95"/>
        <source>Record Decision</source>
        <translation>決定を記録</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="97"/>
        <source>Back to Review</source>
        <translation>レビューに戻す</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="99"/>
        <source>Deficiency Notice</source>
        <translation>不備通知</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="101"/>
        <source>Retire</source>
        <translation>掲載終了</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="103"/>
        <source>Review Complete</source>
        <translation>レビュー完了</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="105"/>
        <source>Publish Review</source>
        <translation>レビューを公開</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="107"/>
        <source>Listing Pull Request</source>
        <translation>掲載のプルリクエスト</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="109"/>
        <source>Remind Non-voters</source>
        <translation>未投票者へのリマインド</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionDialog.cpp" line="129"/>
        <source>Unchecked, the vote closes %n day(s) after it opens (Preferences).</source>
        <translation>
            <numerusform>チェックしない場合、投票は開始から %n 日後に締め切られます (設定)。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="134"/>
        <source>Approved</source>
        <translation>承認</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="135"/>
        <source>Declined</source>
        <translation>却下</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="143"/>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="149"/>
        <source>&amp;Reasons:</source>
        <translation>理由(&amp;R):</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="145"/>
        <source>Required: why the application is approved or declined. The decision comment and the report carry it.</source>
        <translation>必須：申請を承認または却下する理由。決定コメントとレポートに記載されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="152"/>
        <source>&amp;Deficiencies:</source>
        <translation>不備事項(&amp;D):</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="155"/>
        <source>&amp;Note:</source>
        <translation>メモ(&amp;N):</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="173"/>
        <source>Also the gaps of @%1&apos;s review</source>
        <translation>@%1 のレビューのギャップも含める</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="221"/>
        <source>Changes on GitHub: %1</source>
        <translation>GitHub 上の変更: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="240"/>
        <source>No comment: labels only</source>
        <translation>コメントなし: ラベルのみ</translation>
    </message>
</context>
<context>
    <name>acp::ActionService</name>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="35"/>
        <location filename="../src/core/actions/ActionService.cpp" line="228"/>
        <source>The workspace has no outbox.</source>
        <translation>このワークスペースには送信トレイがありません。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="61"/>
        <source>No review by @%1 is published on #%2.</source>
        <translation>#%2 には @%1 のレビューが公開されていません。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="141"/>
        <source>Application #%1 has no running vote on GitHub to remind anyone of.</source>
        <translation>申請 #%1 には GitHub 上で実施中の投票がないため、リマインドできません。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="164"/>
        <source>A listing pull request is opened from the listing draft.</source>
        <translation>掲載のプルリクエストは掲載案から作成します。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="183"/>
        <source>A review of #%1 is on its way to GitHub; push (or cancel it in the outbox) before publishing again.</source>
        <translation>#%1 のレビューは GitHub へ送信中です。再公開する前に送信する (または送信トレイで取り消す) してください。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="243"/>
        <source>The vote could not be recorded: %1</source>
        <translation>投票を記録できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="249"/>
        <source>The tally could not be frozen: %1</source>
        <translation>集計を確定できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="260"/>
        <source>replaced by a newer review</source>
        <translation>新しいレビューに置き換えられました</translation>
    </message>
</context>
<context>
    <name>acp::ActionSettings</name>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="32"/>
        <source>Quorum: more than half of the eligible voting organizations must cast a ballot; an abstention counts as participation.</source>
        <translation>定足数: 投票資格のある組織の過半数が票を投じる必要があります。棄権も参加として数えます。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="36"/>
        <source>The application passes when approvals exceed half of the participating organizations, so an abstention counts against approval.</source>
        <translation>賛成が参加組織の半数を超えた場合に申請は可決されます。したがって、棄権は賛成に不利に働きます。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="40"/>
        <source>The application passes when approvals outnumber rejections among the participating organizations; abstentions count toward the quorum only.</source>
        <translation>参加組織のうち賛成が反対を上回った場合に申請は可決されます。棄権は定足数にのみ数えます。</translation>
    </message>
</context>
<context>
    <name>acp::ActivityFigures</name>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="108"/>
        <source>The application names no GitHub repository as its project repository, so the figure is not checked.</source>
        <translation>申請にはプロジェクトのリポジトリとして GitHub リポジトリが記載されていないため、この数値は確認していません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="113"/>
        <source>Not checked yet against %1.</source>
        <translation>%1 とはまだ照合していません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="116"/>
        <source>at least %n commit(s)</source>
        <translation>
            <numerusform>少なくとも %n 件のコミット</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="118"/>
        <source>%n commit(s)</source>
        <translation>
            <numerusform>%n 件のコミット</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="120"/>
        <source>at least %n contributor(s)</source>
        <translation>
            <numerusform>少なくとも %n 人のコントリビューター</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="122"/>
        <source>%n contributor(s)</source>
        <translation>
            <numerusform>%n 人のコントリビューター</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="127"/>
        <source>%1 shows %2 on its default branch since %3 (checked %4); the application says %5.</source>
        <translation>%1 のデフォルトブランチには %3 以降 %2 があります（%4 に確認）。申請では %5 としています。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="132"/>
        <source>%1 shows %2 on its default branch since %3 (checked %4); the application gives no number.</source>
        <translation>%1 のデフォルトブランチには %3 以降 %2 があります（%4 に確認）。申請には数値がありません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="142"/>
        <source>Mismatch: fewer than the %1 the application claims, and below the form&apos;s minimum of %2.</source>
        <translation>不一致：申請の %1 より少なく、フォームの最小値 %2 も下回っています。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="148"/>
        <source>Mismatch: fewer than the %1 the application claims.</source>
        <translation>不一致：申請の %1 より少なくなっています。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="153"/>
        <source>Mismatch: below the form&apos;s minimum of %1.</source>
        <translation>不一致：フォームの最小値 %1 を下回っています。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="157"/>
        <source>Other repositories or branches may account for it.</source>
        <translation>他のリポジトリやブランチで説明がつく可能性があります。</translation>
    </message>
</context>
<context>
    <name>acp::AddressPolicy</name>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="145"/>
        <source>a public address</source>
        <translation>公開アドレス</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="147"/>
        <source>an unspecified address (it reaches this computer)</source>
        <translation>未指定アドレス (このコンピューターに到達します)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="149"/>
        <source>a loopback address (this computer)</source>
        <translation>ループバックアドレス (このコンピューター)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="151"/>
        <source>a private network address</source>
        <translation>プライベートネットワークのアドレス</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="153"/>
        <source>a carrier-grade NAT address</source>
        <translation>キャリアグレード NAT のアドレス</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="155"/>
        <source>a link-local address</source>
        <translation>リンクローカルアドレス</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="157"/>
        <source>a unique-local (private) IPv6 address</source>
        <translation>ユニークローカル (プライベート) IPv6 アドレス</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="159"/>
        <source>a multicast address</source>
        <translation>マルチキャストアドレス</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="161"/>
        <source>a broadcast address</source>
        <translation>ブロードキャストアドレス</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="163"/>
        <source>a reserved special-purpose address</source>
        <translation>予約済みの特殊用途アドレス</translation>
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
        <translation>申請 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="375"/>
        <source>No labels</source>
        <translation>ラベルなし</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="377"/>
        <source>Labels: %1</source>
        <translation>ラベル: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="386"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="404"/>
        <source>Updated %1</source>
        <translation>更新: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="443"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="445"/>
        <source>Platform</source>
        <translation>プラットフォーム</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="447"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="449"/>
        <source>Checklist</source>
        <translation>チェックリスト</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="451"/>
        <source>Updated</source>
        <translation>更新日時</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="465"/>
        <source>Reviewed by %1.</source>
        <translation>レビュー: %1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="475"/>
        <source>The reviews differ on %n requirement(s): %1.</source>
        <translation>
            <numerusform>レビューが %n 件の要件で分かれています: %1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="479"/>
        <source>The reviews agree.</source>
        <translation>レビューは一致しています。</translation>
    </message>
</context>
<context>
    <name>acp::ApplicationPane</name>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="82"/>
        <source>Application source</source>
        <translation>申請のソース</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="84"/>
        <source>The issue body as Markdown, as the applicant wrote it</source>
        <translation>申請者が書いたままの Markdown 形式の Issue 本文</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="99"/>
        <source>Editing…</source>
        <translation>編集中…</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="119"/>
        <source>Drop to add evidence about the whole application</source>
        <translation>ドロップすると申請全体に関するエビデンスとして追加します</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="308"/>
        <source>Select an application in the list to read it here.</source>
        <translation>一覧から申請を選択すると、ここに表示されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="521"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="528"/>
        <source>The issue is closed</source>
        <translation>Issue はクローズされています</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="529"/>
        <source>The issue is open</source>
        <translation>Issue はオープンです</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="533"/>
        <source>Opened by %1 on %2</source>
        <translation>%1 が %2 に作成</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="534"/>
        <source>ghost</source>
        <translation>ghost</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="538"/>
        <source>updated %1</source>
        <translation>更新: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="539"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>コメント %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="542"/>
        <source>closed</source>
        <translation>クローズ済み</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="552"/>
        <source>Opened %1
Updated %2</source>
        <translation>作成: %1
更新: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="558"/>
        <source>Open on GitHub</source>
        <translation>GitHub で開く</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="613"/>
        <source>Label %1</source>
        <translation>ラベル %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="630"/>
        <source>Saved %1</source>
        <translation>保存: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="645"/>
        <source>Saved</source>
        <translation>保存済み</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="648"/>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="649"/>
        <source>The note could not be saved: %1</source>
        <translation>メモを保存できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>acp::ApplicationReportWriter</name>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="46"/>
        <source>%1 of %2 requirements reviewed</source>
        <translation>要件 %2 件中 %1 件をレビュー済み</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="16"/>
        <source>Approved</source>
        <translation>承認</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="20"/>
        <source>Declined</source>
        <translation>却下</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="21"/>
        <source>Declined (no vote)</source>
        <translation>却下 (投票なし)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="24"/>
        <source>No vote</source>
        <translation>投票なし</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="27"/>
        <source>Vote opened</source>
        <translation>投票開始済み</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="32"/>
        <source>Open: no quorum yet</source>
        <translation>投票中: 定足数に未達</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="36"/>
        <source>Open: passing</source>
        <translation>投票中: 可決見込み</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="37"/>
        <source>Open: failing</source>
        <translation>投票中: 否決見込み</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="39"/>
        <source>Passed</source>
        <translation>可決</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="40"/>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="67"/>
        <source>Application #%1</source>
        <translation>申請 #%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="87"/>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="97"/>
        <source>Submitted</source>
        <translation>提出</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="99"/>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="133"/>
        <source>%1 by %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="103"/>
        <source>Last updated</source>
        <translation>最終更新</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="107"/>
        <source>; closed %1</source>
        <translation>、%1 にクローズ</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="111"/>
        <source>Review state</source>
        <translation>レビュー状態</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="116"/>
        <source>; labels: %1</source>
        <translation>、ラベル: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="120"/>
        <source>Requirements</source>
        <translation>要件</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="122"/>
        <source>%1, version %2</source>
        <translation>%1、バージョン %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="124"/>
        <source>ACP admission requirements</source>
        <translation>ACP 採択要件</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="129"/>
        <source>Prepared</source>
        <translation>作成</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="137"/>
        <source>, from the offline cache of %1</source>
        <translation>、%1 のオフラインキャッシュから作成</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="159"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="166"/>
        <source>%n comment(s) from the working group</source>
        <translation>
            <numerusform>ワーキンググループのコメント %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="168"/>
        <source>%n comment(s) from the submitter</source>
        <translation>
            <numerusform>申請者のコメント %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="169"/>
        <source>vote: %1</source>
        <translation>投票: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="194"/>
        <source>Requirement</source>
        <translation>要件</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="175"/>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="195"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="196"/>
        <source>Reviewer&apos;s note and evidence</source>
        <translation>レビュアーのメモとエビデンス</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="212"/>
        <source>Checklist</source>
        <translation>チェックリスト</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="214"/>
        <source>The requirement set is empty.</source>
        <translation>要件セットが空です。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="241"/>
        <source>Answered in: %1</source>
        <translation>回答箇所: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="264"/>
        <source>No note.</source>
        <translation>メモなし。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="276"/>
        <source>Evidence about the application as a whole</source>
        <translation>申請全体に関するエビデンス</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="280"/>
        <source>Links from sections and comments that name no single requirement.</source>
        <translation>特定の要件に言及していないセクションやコメントのリンクです。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="291"/>
        <source>Conversation</source>
        <translation>やり取り</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="293"/>
        <source>No comments besides the vote and the decision.</source>
        <translation>投票と決定以外のコメントはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="297"/>
        <source>Requests and remarks from the working group and the submitter&apos;s answers, oldest first. Long comments are shortened; each links to its full text.</source>
        <translation>ワーキンググループからの要求・意見と申請者の回答です (古い順)。長いコメントは省略しており、それぞれ全文へのリンクがあります。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="312"/>
        <source>Submitter&apos;s answer</source>
        <translation>申請者の回答</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="312"/>
        <source>Submitter</source>
        <translation>申請者</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="313"/>
        <source>Working group</source>
        <translation>ワーキンググループ</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="313"/>
        <source>Other participant</source>
        <translation>その他の参加者</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="322"/>
        <source>comment on GitHub</source>
        <translation>GitHub のコメント</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="330"/>
        <source>… shortened; the full comment is on GitHub.</source>
        <translation>… 省略しました。全文は GitHub のコメントを参照してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="333"/>
        <source>Links in the comment: </source>
        <translation>コメント内のリンク: </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="63"/>
        <source> (alternate %1)</source>
        <translation> (代理 %1)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="74"/>
        <source>Not voted</source>
        <translation>未投票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="81"/>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="84"/>
        <source>No vote has been held on this application.</source>
        <translation>この申請では投票は行われていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="90"/>
        <source>Opened by %1 on %2</source>
        <translation>%1 が %2 に作成</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="93"/>
        <source>Opened from this workbench</source>
        <translation>このワークベンチから開始</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="96"/>
        <source>; open until %1</source>
        <translation>、%1 まで受付</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="100"/>
        <source>The vote comment</source>
        <translation>投票コメント</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="102"/>
        <source>The vote comment has not reached GitHub yet.</source>
        <translation>投票コメントはまだ GitHub に届いていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="112"/>
        <source>Rule: </source>
        <translation>ルール: </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="126"/>
        <source>Standing (the vote is open): </source>
        <translation>現状 (投票受付中): </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="126"/>
        <source>Result: </source>
        <translation>結果: </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="130"/>
        <source>%1. %2 approve, %3 reject, %4 abstain.</source>
        <translation>%1。賛成 %2、反対 %3、棄権 %4。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="139"/>
        <source>Not voted yet: %1.</source>
        <translation>未投票: %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="143"/>
        <source>The tally was frozen when the decision was recorded (%1); later reactions do not change it.</source>
        <translation>集計は決定の記録時 (%1) に確定しました。その後のリアクションで変わることはありません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="149"/>
        <source>%n ballot(s) cast after the vote closed: listed, not counted.</source>
        <translation>
            <numerusform>投票の締切後に投じられた票 %n 件: 記載はしますが、集計対象外です。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="166"/>
        <source>Roster frozen when the vote opened</source>
        <translation>投票開始時に確定した名簿</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="173"/>
        <source>Organization</source>
        <translation>組織</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="174"/>
        <source>Representative (alternate)</source>
        <translation>代表者 (代理)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="176"/>
        <source>Ballot</source>
        <translation>票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="202"/>
        <source> (late)</source>
        <translation> (締切後)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="209"/>
        <source>Not on the roster (non-binding): %1.</source>
        <translation>名簿外 (拘束力なし): %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="219"/>
        <source>Reasons given with ballots:</source>
        <translation>投票に添えられた理由：</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="227"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="228"/>
        <source>%1, %2: “%3”</source>
        <translation>%1、%2：「%3」</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="234"/>
        <source>Other reactions (not ballots): %1.</source>
        <translation>その他のリアクション (票ではありません): %1。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="351"/>
        <source>Decision</source>
        <translation>決定</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="355"/>
        <source>No decision has been recorded yet.</source>
        <translation>決定はまだ記録されていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="356"/>
        <source>The application is labelled “%1”; no decision comment was found.</source>
        <translation>申請には「%1」のラベルが付いていますが、決定のコメントが見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="363"/>
        <source>Recorded by %1 on %2.  </source>
        <translation>%1 が %2 に記録。  </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="366"/>
        <source>The decision comment</source>
        <translation>決定のコメント</translation>
    </message>
</context>
<context>
    <name>acp::AuditLogDialog</name>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="23"/>
        <source>Outbox Audit Log</source>
        <translation>送信トレイの監査ログ</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Time</source>
        <translation>日時</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="37"/>
        <source>&amp;Export CSV…</source>
        <translation>CSV をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="76"/>
        <source>Export CSV</source>
        <translation>CSV をエクスポート</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="77"/>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="87"/>
        <source>Export Audit Log</source>
        <translation>監査ログをエクスポート</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="88"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
</context>
<context>
    <name>acp::AuthorTrust</name>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="27"/>
        <source>Working group</source>
        <translation>ワーキンググループ</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="29"/>
        <source>Applicant</source>
        <translation>申請者</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="33"/>
        <source>Other participant</source>
        <translation>その他の参加者</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="128"/>
        <source>@%1 is the applicant, whose comments never count as the working group&apos;s.</source>
        <translation>@%1 は申請者です。申請者のコメントがワーキンググループのものとして扱われることはありません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="135"/>
        <source>@%1 is not on the co-chair list.</source>
        <translation>@%1 は共同議長リストに含まれていません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="138"/>
        <source>The role of @%1 in the repository is not known yet (sync again).</source>
        <translation>リポジトリでの @%1 の役割はまだ不明です (もう一度同期してください)。</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="141"/>
        <source>@%1 has no role in the repository (%2).</source>
        <translation>@%1 はリポジトリで役割を持っていません (%2)。</translation>
    </message>
</context>
<context>
    <name>acp::AutomaticCheckView</name>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="104"/>
        <source>checked %1</source>
        <translation>確認: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="110"/>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="111"/>
        <source>advisory only</source>
        <translation>参考情報のみ</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="119"/>
        <source>Looked at:</source>
        <translation>確認した対象:</translation>
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
        <translation>セキュリティポリシー</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="94"/>
        <source>Release gap</source>
        <translation>リリースの遅れ</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="96"/>
        <source>Working CI</source>
        <translation>動作する CI</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="98"/>
        <source>Package</source>
        <translation>パッケージ</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="100"/>
        <source>CI relay level</source>
        <translation>CI リレーのレベル</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="462"/>
        <source>This version of the workbench does not know the check &quot;%1&quot;.</source>
        <translation>このバージョンのワークベンチはチェック「%1」を認識できません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="520"/>
        <source>A security policy was found: %1.</source>
        <translation>セキュリティポリシーが見つかりました: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="523"/>
        <source>No SECURITY.md in the root, .github/ or docs/ folder of %1.</source>
        <translation>%1 のルート、.github/、docs/ フォルダーに SECURITY.md がありません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="527"/>
        <source>The linked page %1 may describe a security policy; it cannot be verified automatically.</source>
        <translation>リンク先のページ %1 にセキュリティポリシーが記載されている可能性がありますが、自動では検証できません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="532"/>
        <source>Could not look for a security policy: %1.</source>
        <translation>セキュリティポリシーを検索できませんでした: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="534"/>
        <source>No GitHub repository or security policy page is linked.</source>
        <translation>GitHub リポジトリまたはセキュリティポリシーのページへのリンクがありません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="536"/>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="614"/>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="817"/>
        <source>The linked repositories have not been fetched yet.</source>
        <translation>リンク先のリポジトリはまだ取得されていません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="545"/>
        <source>No GitHub repository or releases page of the platform is linked.</source>
        <translation>プラットフォームの GitHub リポジトリまたはリリースページへのリンクがありません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="606"/>
        <source>No release was found in %1.</source>
        <translation>%1 にリリースが見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="609"/>
        <source>%1 could not be fetched.</source>
        <translation>%1 を取得できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="611"/>
        <source>The platform&apos;s releases could not be fetched from %1.</source>
        <translation>プラットフォームのリリースを %1 から取得できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="619"/>
        <source>PyTorch&apos;s releases could not be fetched%1, so the platform&apos;s latest release %2 was not compared.</source>
        <translation>PyTorch のリリースを取得できなかったため%1、プラットフォームの最新リリース %2 は比較していません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="637"/>
        <source>The latest release %1 of %2 names no version number to compare with PyTorch %3.</source>
        <translation>%2 の最新リリース %1 にはバージョン番号がないため、PyTorch %3 と比較できません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="646"/>
        <source>The latest release %1 of %2 (%3) is numbered %4, which does not follow PyTorch&apos;s versions (PyTorch %5).</source>
        <translation>%2 の最新リリース %1 (%3) の番号は %4 で、PyTorch のバージョン (PyTorch %5) に沿っていません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="654"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5: more than three.</source>
        <translation>
            <numerusform>%2 の最新リリース %1 (%3) は PyTorch %4 に対応しており、PyTorch %5 からマイナーバージョンで %n 個遅れています (3 個を超えています)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="660"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5 (at most three are allowed).</source>
        <translation>
            <numerusform>%2 の最新リリース %1 (%3) は PyTorch %4 に対応しており、PyTorch %5 からマイナーバージョンで %n 個遅れています (3 個までは許容)。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="666"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, PyTorch&apos;s latest release is %5.</source>
        <translation>%2 の最新リリース %1 (%3) は PyTorch %4 に対応しています。PyTorch の最新リリースは %5 です。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="716"/>
        <source>%1 lists no release file that is not yanked.</source>
        <translation>%1 には取り下げ (yanked) されていないリリースファイルがありません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="721"/>
        <source>PyTorch&apos;s releases could not be fetched, so the newest file on %1, %2, was not compared.</source>
        <translation>PyTorch のリリースを取得できなかったため、%1 の最新ファイル %2 は比較していません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="729"/>
        <source>The newest file on %1, %2, is numbered in a way that does not follow PyTorch&apos;s versions (PyTorch %3).</source>
        <translation>%1 の最新ファイル %2 の番号は PyTorch のバージョンに沿っていません (PyTorch %3)。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="739"/>
        <source>The newest file on %1, %2, follows PyTorch %3, %n minor version(s) behind PyTorch %4: more than three.</source>
        <translation>
            <numerusform>%1 の最新ファイル %2 は PyTorch %3 に対応しており、PyTorch %4 より %n マイナーバージョン遅れています。3 を超えています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="745"/>
        <source>The newest file on %1, %2, follows PyTorch %3, %n minor version(s) behind PyTorch %4 (at most three are allowed).</source>
        <translation>
            <numerusform>%1 の最新ファイル %2 は PyTorch %3 に対応しており、PyTorch %4 より %n マイナーバージョン遅れています (3 までは認められます)。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="751"/>
        <source>The newest file on %1, %2, follows PyTorch %3; PyTorch&apos;s latest release is %4.</source>
        <translation>%1 の最新ファイル %2 は PyTorch %3 に対応しています。PyTorch の最新リリースは %4 です。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="762"/>
        <source>No GitHub repository or workflow is linked.</source>
        <translation>GitHub リポジトリまたはワークフローへのリンクがありません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="796"/>
        <source>%1 on %2</source>
        <translation>%1 (%2 ブランチ)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="818"/>
        <source>Could not look at the workflow runs of %1.</source>
        <translation>%1 のワークフロー実行を確認できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="824"/>
        <source>No recent workflow runs on the default branch of %1.</source>
        <translation>%1 のデフォルトブランチに最近のワークフロー実行がありません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="843"/>
        <source>None of the %n recent workflow run(s) of %1 finished with success or failure.</source>
        <translation>
            <numerusform>%1 の最近のワークフロー実行 %n 件のうち、成功または失敗で終了したものはありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="852"/>
        <source>%1 of %n finished run(s) succeeded</source>
        <translation>
            <numerusform>終了した実行 %n 件のうち %1 件が成功</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="855"/>
        <source>All %n recent finished workflow run(s) of %1 failed (latest %2).</source>
        <translation>
            <numerusform>%1 の最近終了したワークフロー実行 %n 件はすべて失敗しました (最新: %2)。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="861"/>
        <source>The latest workflow run of %1 (%2) failed; %3.</source>
        <translation>%1 の最新のワークフロー実行 (%2) は失敗しました (%3)。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="864"/>
        <source>The latest workflow run of %1 (%2) succeeded, but only %3.</source>
        <translation>%1 の最新のワークフロー実行 (%2) は成功しましたが、%3 にとどまります。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="869"/>
        <source>The latest workflow run of %1 (%2) succeeded; %3.</source>
        <translation>%1 の最新のワークフロー実行 (%2) は成功しました (%3)。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="882"/>
        <source>The latest run was %n day(s) before the data was fetched.</source>
        <translation>
            <numerusform>最新の実行は、データ取得の %n 日前です。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="891"/>
        <source>No package index or download page is linked.</source>
        <translation>パッケージインデックスまたはダウンロードページへのリンクがありません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="905"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="909"/>
        <source>The linked pages have not been fetched yet.</source>
        <translation>リンク先のページはまだ取得されていません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="912"/>
        <source>The linked page(s) answer: %1.</source>
        <translation>
            <numerusform>リンク先のページの応答: %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="916"/>
        <source>%1 answer(s), but %2 did not.</source>
        <translation>
            <numerusform>%1 は応答しましたが、%2 は応答しませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="920"/>
        <source>None of the linked pages answers: %1.</source>
        <translation>リンク先のページはいずれも応答しません: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="932"/>
        <source>In-tree: not applicable. The application says the platform is developed in PyTorch&apos;s own tree; the CI relay lists downstream repositories only.</source>
        <translation>In-tree のため対象外です。申請によるとこのプラットフォームは PyTorch 本体のツリーで開発されており、CI リレーに載るのはダウンストリームのリポジトリだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="939"/>
        <source>No GitHub repository or HUD page of the platform is linked.</source>
        <translation>プラットフォームの GitHub リポジトリも HUD ページもリンクされていません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="951"/>
        <source>PyTorch&apos;s CI relay allowlist (%1) could not be fetched: %2.</source>
        <translation>PyTorch の CI リレーの許可リスト (%1) を取得できませんでした: %2。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="954"/>
        <source>PyTorch&apos;s CI relay allowlist has not been fetched yet.</source>
        <translation>PyTorch の CI リレーの許可リストはまだ取得していません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="963"/>
        <source>PyTorch&apos;s CI relay allowlist (%1, as of %2) names no level from L1 to L4; its format may have changed.</source>
        <translation>PyTorch の CI リレーの許可リスト (%1、%2 時点) には L1〜L4 のレベルがありません。形式が変わった可能性があります。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="980"/>
        <source>Not on PyTorch&apos;s CI relay allowlist (as of %1): %2. No HUD page shows the results.</source>
        <translation>PyTorch の CI リレーの許可リスト (%1 時点) に載っていません: %2。結果を表示する HUD ページはありません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="989"/>
        <source>%1 is at %2 on PyTorch&apos;s CI relay (allowlist as of %3): its results have a HUD page, %4.</source>
        <translation>%1 は PyTorch の CI リレーで %2 です (許可リストは %3 時点)。結果は HUD ページ %4 に表示されます。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="994"/>
        <source>%1 is at %2 on PyTorch&apos;s CI relay (allowlist as of %3): it receives PyTorch&apos;s events, but its results are on no HUD page yet; dedicated HUD pages need L2 or higher.</source>
        <translation>%1 は PyTorch の CI リレーで %2 です (許可リストは %3 時点)。PyTorch のイベントは届きますが、結果はまだどの HUD ページにも表示されません。専用の HUD ページには L2 以上が必要です。</translation>
    </message>
</context>
<context>
    <name>acp::BallotReasons</name>
    <message>
        <location filename="../src/core/voting/BallotReasons.cpp" line="132"/>
        <source>A ballot needs a reason (Preferences: Voting).</source>
        <translation>投票には理由が必要です（設定：投票）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotReasons.cpp" line="135"/>
        <source>A reason is at most %1 characters; this one has %2.</source>
        <translation>理由は最大 %1 文字です。この理由は %2 文字あります。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotReasons.cpp" line="141"/>
        <source>A reason cannot contain &quot;acp-workbench:&quot;, the workbench&apos;s hidden markers.</source>
        <translation>理由に「acp-workbench:」（ワークベンチの隠しマーカー）を含めることはできません。</translation>
    </message>
</context>
<context>
    <name>acp::BallotSender</name>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="59"/>
        <source>GitHub answered HTTP %1.</source>
        <translation>GitHub が HTTP %1 を返しました。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="170"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="202"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="555"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="772"/>
        <source>The connection to GitHub was closed.</source>
        <translation>GitHub との接続が閉じられました。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="325"/>
        <source>Replaced by a later ballot.</source>
        <translation>後の票に置き換えられました。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="340"/>
        <source>#%1 is gone from GitHub; the ballot was not sent.</source>
        <translation>#%1 は GitHub から削除されています。票は送信されませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="350"/>
        <source>The vote on #%1 is no longer open; the ballot was not sent.</source>
        <translation>#%1 の投票はすでに締め切られています。票は送信されませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="362"/>
        <source>The comment this ballot was cast on is not the vote comment of #%1 the workbench trusts; the ballot was not sent.</source>
        <translation>この票が投じられたコメントは、ワークベンチが信頼する #%1 の投票コメントではありません。票は送信されませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="383"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="429"/>
        <source>The vote comment of #%1 no longer exists; the ballot was not sent.</source>
        <translation>#%1 の投票コメントは存在しなくなりました。票は送信されませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="396"/>
        <source>The comment this ballot was cast on is no longer a vote comment of #%1; the ballot was not sent.</source>
        <translation>この票が投じられたコメントは、もう #%1 の投票コメントではありません。票は送信されませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="400"/>
        <source>The comment this ballot was cast on is not trusted (%1); the ballot was not sent.</source>
        <translation>この票が投じられたコメントは信頼できません (%1)。票は送信されませんでした。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/BallotSender.cpp" line="457"/>
        <source>the reactions on the vote comment changed while each of %n reads of them was under way; the ballot was not sent yet.</source>
        <translation>
            <numerusform>投票コメントへのリアクションが %n 回の読み取りのたびに読み取り中に変更されたため、投票はまだ送信されていません。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="580"/>
        <source>#%1 is gone from GitHub; the ballot&apos;s reason was not posted.</source>
        <translation>#%1 は GitHub からなくなりました。投票の理由は投稿されませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="627"/>
        <source>The ballot is cast; its reason could not be posted: %1</source>
        <translation>投票は済みましたが、理由を投稿できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="671"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="685"/>
        <source>Ballot on #%1: %2</source>
        <translation>#%1 への票: %2</translation>
    </message>
</context>
<context>
    <name>acp::BarChart</name>
    <message>
        <location filename="../src/ui/charts/BarChart.cpp" line="191"/>
        <source>The chart could not be encoded as PNG.</source>
        <translation>グラフを PNG に変換できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/BarChart.cpp" line="200"/>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
</context>
<context>
    <name>acp::ChartView</name>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="41"/>
        <source>Export as &amp;PNG…</source>
        <translation>PNG として書き出し(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="43"/>
        <source>Save the chart as a PNG picture</source>
        <translation>グラフを PNG 画像として保存します</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="45"/>
        <source>Export as &amp;SVG…</source>
        <translation>SVG として書き出し(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="47"/>
        <source>Save the chart as an SVG drawing, to scale without blur</source>
        <translation>グラフを SVG 図として保存します (拡大してもぼやけません)</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="53"/>
        <location filename="../src/ui/charts/ChartView.cpp" line="139"/>
        <source>Export Chart</source>
        <translation>グラフの書き出し</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="128"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="128"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
</context>
<context>
    <name>acp::Checklist</name>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="193"/>
        <source>%1 of %2 checked</source>
        <translation>%2 件中 %1 件にチェック</translation>
    </message>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="198"/>
        <source>%1; not checked: %2</source>
        <translation>%1、未チェック: %2</translation>
    </message>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="206"/>
        <source>no answer</source>
        <translation>回答なし</translation>
    </message>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="452"/>
        <source>The form has no field for this; look in the thread or the repository.</source>
        <translation>フォームにはこの項目の欄がありません。スレッドかリポジトリを確認してください。</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistActions</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="16"/>
        <source>Ne&amp;xt Requirement</source>
        <translation>次の要件(&amp;X)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="18"/>
        <source>Go to the next requirement (J or Ctrl+Down)</source>
        <translation>次の要件へ移動 (J または Ctrl+Down)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="20"/>
        <source>Pre&amp;vious Requirement</source>
        <translation>前の要件(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="23"/>
        <source>Go to the previous requirement (K or Ctrl+Up)</source>
        <translation>前の要件へ移動 (K または Ctrl+Up)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="25"/>
        <source>&amp;Edit Reviewer Note</source>
        <translation>レビュアーメモを編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="27"/>
        <source>Write the note of the selected requirement (E; Esc returns to the list)</source>
        <translation>選択した要件のメモを書きます (E。Esc で一覧に戻ります)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="30"/>
        <source>&amp;Paste as Evidence</source>
        <translation>エビデンスとして貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="32"/>
        <source>Add the clipboard (a link, text, file or image) to the selected requirement as an evidence note</source>
        <translation>クリップボードの内容 (リンク、テキスト、ファイル、画像) を選択した要件にエビデンスメモとして追加します</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="35"/>
        <source>Add &amp;Link…</source>
        <translation>リンクを追加(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="36"/>
        <source>Add a web address as evidence</source>
        <translation>Web アドレスをエビデンスとして追加します</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="38"/>
        <source>Add &amp;Text…</source>
        <translation>テキストを追加(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="39"/>
        <source>Add a text snippet as evidence</source>
        <translation>テキストの断片をエビデンスとして追加します</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="41"/>
        <source>Add &amp;Files…</source>
        <translation>ファイルを追加(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="42"/>
        <source>Copy files into the workspace as evidence</source>
        <translation>ファイルをエビデンスとしてワークスペースにコピーします</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="57"/>
        <source>Mark as &amp;Met</source>
        <translation>「充足」にする(&amp;M)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="60"/>
        <source>Mark as &amp;Gap</source>
        <translation>「不足」にする(&amp;G)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="63"/>
        <source>Mark as Needs &amp;Judgment</source>
        <translation>「要判断」にする(&amp;J)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="66"/>
        <source>Mark as &amp;Not Applicable</source>
        <translation>「該当なし」にする(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="69"/>
        <source>Mark as &amp;Unreviewed</source>
        <translation>「未確認」にする(&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="74"/>
        <source>Set the selected requirement to %1 (%2)</source>
        <translation>選択した要件を%1にします (%2)</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistEditor</name>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="33"/>
        <source>Unknown requirement “%1”; the requirements are: %2.</source>
        <translation>不明な要件「%1」です。使用できる要件: %2。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="54"/>
        <source>The requirement %1 cannot be “%2”; its statuses are: %3.</source>
        <translation>要件 %1 は「%2」にできません。使用できるステータス: %3。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="75"/>
        <source>The status could not be saved: %1</source>
        <translation>ステータスを保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="87"/>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="99"/>
        <source>The note could not be saved: %1</source>
        <translation>メモを保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="112"/>
        <source>The checklist could not be saved: %1</source>
        <translation>チェックリストを保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="154"/>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="169"/>
        <source>The evidence note no longer exists.</source>
        <translation>エビデンスメモは存在しなくなりました。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="161"/>
        <source>The evidence note could not be saved: %1</source>
        <translation>エビデンスメモを保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="173"/>
        <source>The evidence note could not be deleted: %1</source>
        <translation>エビデンスメモを削除できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="182"/>
        <source>The evidence note could not be restored: %1</source>
        <translation>エビデンスメモを復元できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistModel</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="12"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="543"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="622"/>
        <source>the application</source>
        <translation>申請全体</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="386"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="476"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="501"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="576"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="612"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="699"/>
        <source>No application is shown.</source>
        <translation>申請が表示されていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="424"/>
        <source>@%1: %2 (%3)</source>
        <translation>@%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="434"/>
        <source>The reviews differ here.</source>
        <translation>ここではレビューが分かれています。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="448"/>
        <source>@%1&apos;s review says nothing about this requirement.</source>
        <translation>@%1 のレビューはこの要件に触れていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="451"/>
        <source>_Adopted from @%1&apos;s review of %2._</source>
        <translation>_@%1 の %2 のレビューから採用。_</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="462"/>
        <source>Adopt @%1&apos;s review</source>
        <translation>@%1 のレビューを採用</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="549"/>
        <source>Add a link to %1</source>
        <translation>%1 にリンクを追加</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="552"/>
        <source>Add a text to %1</source>
        <translation>%1 にテキストを追加</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="555"/>
        <source>Add a file to %1</source>
        <translation>%1 にファイルを追加</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="558"/>
        <source>Add an image to %1</source>
        <translation>%1 に画像を追加</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="562"/>
        <source>Add %n evidence note(s) to %1</source>
        <translation>
            <numerusform>%1 にエビデンスメモを %n 件追加</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="580"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="616"/>
        <source>The evidence note no longer exists.</source>
        <translation>エビデンスメモは存在しなくなりました。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="593"/>
        <source>Include a note in the report</source>
        <translation>メモをレポートに含める</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="594"/>
        <source>Leave a note out of the report</source>
        <translation>メモをレポートから除外</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="597"/>
        <source>Include a note in the request for information</source>
        <translation>メモを情報要求に含める</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="598"/>
        <source>Leave a note out of the request for information</source>
        <translation>メモを情報要求から除外</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="600"/>
        <source>Move an evidence note</source>
        <translation>エビデンスメモを移動</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="602"/>
        <source>Edit an evidence note</source>
        <translation>エビデンスメモを編集</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="626"/>
        <source>Delete an evidence note from %1</source>
        <translation>%1 からエビデンスメモを削除</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="635"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="660"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="677"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="715"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="732"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="753"/>
        <source>No workspace is open.</source>
        <translation>ワークスペースが開かれていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="908"/>
        <source>%1 requirements: %2</source>
        <translation>%1 の要件: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="915"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="950"/>
        <source>Whole application</source>
        <translation>申請全体</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="953"/>
        <source>Evidence about the application as a whole: links from sections that answer no requirement and from comments that name none, and notes dropped onto the application.</source>
        <translation>申請全体に関するエビデンス: どの要件にも対応しないセクションのリンク、要件に言及していないコメントのリンク、申請にドロップしたメモです。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="958"/>
        <source>Whole application: %1</source>
        <translation>申請全体: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="959"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1020"/>
        <source>%n evidence item(s)</source>
        <translation>
            <numerusform>エビデンス %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="970"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1062"/>
        <source>%1 from the application, %2 of yours</source>
        <translation>申請からの%1、自分の%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="971"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1063"/>
        <source>%n link(s)</source>
        <translation>
            <numerusform>リンク %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="972"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1064"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>メモ %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1018"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2、%3</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1042"/>
        <source>Status: %1</source>
        <translation>ステータス: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1044"/>
        <source>Set %1</source>
        <translation>%1 に設定</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1048"/>
        <source>Keys: 1 met, 2 gap, 3 needs judgment, 4 not applicable, 0 unreviewed</source>
        <translation>キー: 1 充足、2 不足、3 要判断、4 該当なし、0 未確認</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1109"/>
        <source>Requirement</source>
        <translation>要件</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1111"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1113"/>
        <source>Evidence</source>
        <translation>エビデンス</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistPane</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="63"/>
        <source>Keys: 1 met, 2 gap, 3 needs judgment, 4 not applicable, 0 unreviewed; J and K move to the next and previous requirement; E edits the note. Drop links, text, files or images onto a requirement.</source>
        <translation>キー: 1 充足、2 不足、3 要判断、4 該当なし、0 未確認。J と K で次/前の要件へ移動、E でメモを編集します。リンク、テキスト、ファイル、画像を要件にドロップできます。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="78"/>
        <source>Automatic checks</source>
        <translation>自動チェック</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="80"/>
        <source>Advisory only: they never set a status. Each says what it looked at and when; hover for the addresses.</source>
        <translation>参考情報のみ: ステータスを設定することはありません。各チェックには確認した対象と日時が示されます。アドレスはマウスを重ねると表示されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="89"/>
        <source>Pri&amp;vate</source>
        <translation>非公開(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="91"/>
        <source>Keep this note on this computer: a published review leaves it out</source>
        <translation>このメモをこのコンピューターにとどめます。公開するレビューには含めません</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="114"/>
        <source>Adopted @%1&apos;s review; Ctrl+Z undoes it.</source>
        <translation>@%1 のレビューを採用しました。Ctrl+Z で元に戻せます。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="178"/>
        <source>Hide the reviewer guidance</source>
        <translation>レビューの手引きを隠す</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="179"/>
        <source>Show the reviewer guidance</source>
        <translation>レビューの手引きを表示</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="190"/>
        <source>Select an application to review it against the admission requirements.</source>
        <translation>申請を選択すると、採択要件に照らしてレビューできます。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="257"/>
        <source>%1 (key %2)</source>
        <translation>%1 (キー %2)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="258"/>
        <source>Mark as %1</source>
        <translation>%1にする</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="347"/>
        <source>Requirement details</source>
        <translation>要件の詳細</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="462"/>
        <source>%1 of %2 reviewed · %3</source>
        <translation>%2 件中 %1 件レビュー済み · %3</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="582"/>
        <source>Read the official requirement</source>
        <translation>公式の要件を読む</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="602"/>
        <source>No section of the form answers this requirement.</source>
        <translation>この要件に回答しているフォームのセクションはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="605"/>
        <source>Answered in %1</source>
        <translation>回答箇所: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="613"/>
        <source>Drop links, text, files or images here to add them to %1, or paste with Ctrl+V.</source>
        <translation>リンク、テキスト、ファイル、画像をここにドロップすると %1 に追加されます。Ctrl+V で貼り付けることもできます。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="617"/>
        <source>Whole application</source>
        <translation>申請全体</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="619"/>
        <source>Evidence about the application as a whole: links from sections that answer no requirement and from comments that name none, and the notes you add here or drop onto the application.</source>
        <translation>申請全体に関するエビデンス: どの要件にも対応しないセクションのリンク、要件に言及していないコメントのリンク、ここで追加したメモや申請にドロップしたメモです。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="628"/>
        <source>Drop links, text, files or images here to add them to the application as a whole, or paste with Ctrl+V.</source>
        <translation>リンク、テキスト、ファイル、画像をここにドロップすると申請全体に追加されます。Ctrl+V で貼り付けることもできます。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="659"/>
        <source>Written from the form %1.</source>
        <translation>フォーム %1 で記入されています。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="786"/>
        <source>Select a requirement to set its status.</source>
        <translation>ステータスを設定するには要件を選択してください。</translation>
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
        <translation>未確認</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="48"/>
        <source>Met</source>
        <translation>充足</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="50"/>
        <source>Gap</source>
        <translation>不足</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="52"/>
        <source>Needs judgment</source>
        <translation>要判断</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="54"/>
        <source>Not applicable</source>
        <translation>該当なし</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStore</name>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="179"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="244"/>
        <source>A checklist entry needs an application and a requirement.</source>
        <translation>チェックリストの項目には申請と要件が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="261"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="384"/>
        <source>An evidence note needs an application.</source>
        <translation>エビデンスメモには申請が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="295"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="498"/>
        <source>Only http and https addresses can be added as links; %1 is not one.</source>
        <translation>リンクとして追加できるのは http と https のアドレスだけです。%1 はそのどちらでもありません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="312"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="503"/>
        <source>An empty text cannot be added as evidence.</source>
        <translation>空のテキストはエビデンスとして追加できません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="316"/>
        <source>The text is too long to be a note (%1 characters; at most %2). Add it as a file instead.</source>
        <translation>テキストが長すぎてメモにできません (%1 文字、上限 %2 文字)。代わりにファイルとして追加してください。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="338"/>
        <source>The file %1 does not exist.</source>
        <translation>ファイル %1 は存在しません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="342"/>
        <source>%1 is not a regular file; only files can be added as evidence.</source>
        <translation>%1 は通常のファイルではありません。エビデンスとして追加できるのはファイルだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="347"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="365"/>
        <source>%1 is %2; evidence files can be at most %3.</source>
        <translation>%1 のサイズは %2 です。エビデンスファイルの上限は %3 です。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="353"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="407"/>
        <source>%1 could not be read: %2</source>
        <translation>%1 を読み取れませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="380"/>
        <source>Only file and image notes hold files.</source>
        <translation>ファイルを保持できるのはファイルと画像のメモだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="389"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="453"/>
        <source>The folder %1 could not be created.</source>
        <translation>フォルダー %1 を作成できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="398"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="422"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="427"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="461"/>
        <source>The evidence file could not be stored: %1</source>
        <translation>エビデンスファイルを保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="416"/>
        <source>%1 is larger than %2, the limit for evidence files.</source>
        <translation>%1 はエビデンスファイルの上限である %2 を超えています。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="490"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="526"/>
        <source>The evidence note no longer exists.</source>
        <translation>エビデンスメモは存在しなくなりました。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="493"/>
        <source>An evidence note cannot change its kind.</source>
        <translation>エビデンスメモの種類は変更できません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="544"/>
        <source>The evidence note cannot be restored: it has no id or application.</source>
        <translation>エビデンスメモを復元できません: ID または申請がありません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="553"/>
        <source>The file of the evidence note %1 is no longer in the workspace&apos;s data folder.</source>
        <translation>エビデンスメモ %1 のファイルが、ワークスペースのデータフォルダーにもうありません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="672"/>
        <source>The file of the evidence note %1 is not opened: its stored location leads outside the workspace&apos;s files folder.</source>
        <translation>エビデンスメモ %1 のファイルは開きません: 保存場所がワークスペースのファイル用フォルダーの外を指しています。</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStyle</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="28"/>
        <source>Functional</source>
        <translation>機能</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="29"/>
        <source>Maintenance</source>
        <translation>保守</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="257"/>
        <source>%1 met</source>
        <translation>充足 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="260"/>
        <source>%n gap(s)</source>
        <translation>
            <numerusform>不足 %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="263"/>
        <source>%1 to judge</source>
        <translation>要判断 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="266"/>
        <source>%1 not applicable</source>
        <translation>該当なし %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="269"/>
        <source>%1 unreviewed</source>
        <translation>未確認 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="280"/>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="284"/>
        <source>%1 of %2 reviewed: %3</source>
        <translation>%2 件中 %1 件レビュー済み: %3</translation>
    </message>
</context>
<context>
    <name>acp::CiRelayAllowlist</name>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="72"/>
        <source>L1 (onboarding)</source>
        <translation>L1（オンボーディング）</translation>
    </message>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="74"/>
        <source>L2 (observation)</source>
        <translation>L2（観察）</translation>
    </message>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="76"/>
        <source>L3 (stable)</source>
        <translation>L3（安定）</translation>
    </message>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="78"/>
        <source>L4 (mature)</source>
        <translation>L4（成熟）</translation>
    </message>
</context>
<context>
    <name>acp::CommandLine</name>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="76"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="90"/>
        <source>%1/%2 reviewed</source>
        <translation>%1/%2 件レビュー済み</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="102"/>
        <source>in “%1”</source>
        <translation>「%1」内</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="105"/>
        <source>comment by %1, %2</source>
        <translation>%1 のコメント、%2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="199"/>
        <source>Environment tokens go only where they belong, as with the GitHub CLI: GH_TOKEN and GITHUB_TOKEN to github.com and NAME.ghe.com only, GH_ENTERPRISE_TOKEN (else GITHUB_ENTERPRISE_TOKEN) to every other host; the keychain and gh are asked per host. A token from the environment is never sent over plain http, not even to this computer, unless --allow-insecure-http-token is given.</source>
        <translation>環境変数のトークンは、GitHub CLI と同様に、本来の送信先にだけ送られます: GH_TOKEN と GITHUB_TOKEN は github.com と NAME.ghe.com だけに、GH_ENTERPRISE_TOKEN (なければ GITHUB_ENTERPRISE_TOKEN) はそれ以外のすべてのホストに送られます。キーチェーンと gh にはホストごとに問い合わせます。環境変数のトークンは、--allow-insecure-http-token を指定しない限り、暗号化されていない http では (このコンピューターに対しても) 送信されません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="206"/>
        <source>Whose comments open, count and decide votes:
  co-chairs [--json]  the co-chair list (empty: the repository&apos;s owners, members
                    and collaborators); co-chairs set LOGIN... (only these
                    logins), co-chairs clear</source>
        <translation>投票の開始・集計・決定に有効なコメントの投稿者:
  co-chairs [--json]  共同議長リスト (空の場合: リポジトリのオーナー、メンバー、
                    コラボレーター)。co-chairs set LOGIN... (指定した
                    ログイン名のみ)、co-chairs clear</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="215"/>
        <source>The workspace database file.</source>
        <translation>ワークスペースのデータベースファイル。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="216"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="230"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="236"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="242"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="248"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="307"/>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="219"/>
        <source>The GitHub API address (default https://api.github.com).</source>
        <translation>GitHub API のアドレス (既定値 https://api.github.com)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="220"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="223"/>
        <source>The repository (default pytorch-fdn/additional-compute-platforms).</source>
        <translation>リポジトリ (既定値 pytorch-fdn/additional-compute-platforms)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="224"/>
        <source>OWNER/NAME</source>
        <translation>OWNER/NAME</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="227"/>
        <source>The requirement definition file (JSON) for this run, instead of the one chosen in the settings; an empty value means the built-in one.</source>
        <translation>この実行で使う要件定義ファイル (JSON)。設定で選択したファイルの代わりに使います。空の値は組み込みの定義を意味します。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="233"/>
        <source>The label mapping file (JSON) for this run, instead of the one chosen in the settings; an empty value means the settings&apos; label names.</source>
        <translation>この実行で使うラベル対応表ファイル (JSON)。設定で選んだものの代わりに使います。空の値は設定のラベル名を意味します。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="239"/>
        <source>The voting eligibility rule file (JSON) for this run, instead of the one chosen in the settings; an empty value means the built-in rule.</source>
        <translation>この実行で使う投票資格ルールのファイル (JSON)。設定で選んだものの代わりに使います。空の値は組み込みのルールを意味します。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="245"/>
        <source>Also trust the certificate authorities in this PEM file, for a GitHub Enterprise Server whose certificate a private authority signed.</source>
        <translation>この PEM ファイルの認証局も信頼します。私設の認証局が証明書に署名した GitHub Enterprise Server 向けです。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="251"/>
        <source>DANGEROUS: send the token from the environment to a plain http:// API address, readable by anyone on the way. Only for a test server on this computer.</source>
        <translation>危険: 環境変数のトークンを暗号化されていない http:// の API アドレスに送信します。経路上の誰でも読み取れます。このコンピューター上のテストサーバー専用です。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="256"/>
        <source>Open the bundled demo workspace (no network).</source>
        <translation>同梱のデモワークスペースを開きます (ネットワーク不使用)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="258"/>
        <source>Print machine-readable JSON.</source>
        <translation>機械可読な JSON を出力します。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="261"/>
        <source>checklist: the reviewer note (Markdown); empty clears it.</source>
        <translation>checklist: レビュアーメモ (Markdown)。空にすると消去します。</translation>
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
        <translation>request-info: これらの同僚が公開したレビューのギャップについても尋ねます (ログイン、カンマ区切り)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="267"/>
        <source>LOGINS</source>
        <translation>ログイン</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="270"/>
        <source>list: only applications whose published reviews (yours included) differ on a requirement.</source>
        <translation>list: 公開されたレビュー (自分のものを含む) がいずれかの要件で分かれている申請だけ。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="274"/>
        <source>listing: queue the pull request of the draft to the site&apos;s repository, from your fork (push sends it).</source>
        <translation>listing: 掲載案のプルリクエストを、あなたのフォークからサイトのリポジトリへ送るようキューに入れます (push で送信)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="278"/>
        <source>listing --pull-request: the pull request that removes a retired platform&apos;s listing.</source>
        <translation>listing --pull-request: 撤退したプラットフォームの掲載を取り下げるプルリクエスト。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="282"/>
        <source>checklist: keep the note private: a published review leaves it out.</source>
        <translation>checklist: メモを非公開にします。公開するレビューには含めません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="285"/>
        <source>checklist: let a published review show the note again.</source>
        <translation>checklist: 公開するレビューに再びメモを含めます。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="288"/>
        <source>request-info: also ask about requirements marked needs-judgment.</source>
        <translation>request-info: needs-judgment とした要件についても確認します。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="290"/>
        <source>start-vote: the vote&apos;s closing date.</source>
        <translation>start-vote: 投票の締切日。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="291"/>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="298"/>
        <source>decide: the tally (Markdown).</source>
        <translation>decide: 集計 (Markdown)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="302"/>
        <source>Print the comment and label changes; queue nothing.</source>
        <translation>コメントとラベルの変更を表示します。キューには何も追加しません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="305"/>
        <source>report: the PDF file to write; listing: the folder to write the two files to.</source>
        <translation>report: 書き出す PDF ファイル。listing: 2 つのファイルを書き出すフォルダー。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="433"/>
        <source>--pull-request (and with it --remove) belongs to the “listing” command.</source>
        <translation>--pull-request (およびそれと使う --remove) は「listing」コマンドのオプションです。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="443"/>
        <source>--note belongs to the “checklist”, “back-to-review” and “remind” commands.</source>
        <translation>--note は「checklist」「back-to-review」「remind」コマンドのオプションです。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="459"/>
        <source>--all belongs to the “report” command.</source>
        <translation>--all は「report」コマンドのオプションです。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="465"/>
        <source>--output belongs to the “report” and “listing” commands.</source>
        <translation>--output は「report」と「listing」コマンドのオプションです。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="310"/>
        <source>report: every cached application, as a round.</source>
        <translation>report: キャッシュ済みのすべての申請を 1 つのラウンドとしてまとめます。</translation>
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
        <translation>PyTorch Foundation の Additional Compute Platforms への申請をレビューします。

コマンド:
  (なし)            メインウィンドウを開く
  sync              Issue、コメント、ラベル、リアクションをキャッシュに取り込む
  list [--disagreements] [--json]
                    キャッシュ済みの申請と、チームが公開したレビュー
                    (--disagreements: 意見が分かれるものだけ)
  show NUMBER [--json]  1 件の申請: フォームのセクション、チェックリスト、エビデンス、コメント
  checklist NUMBER REQUIREMENT STATUS [--note TEXT] [--private|--public]
                    1 つの要件のステータス (unreviewed、met、gap、
                    needs-judgment、not-applicable) と、--note 指定時はそのメモを設定する
  request-info NUMBER [--include-judgment] [--from-reviews LOGINS] [--preview]
                    情報要求のコメント (不足点から作成) とラベルをキューに追加する
  start-vote NUMBER [--closes YYYY-MM-DD] [--preview]
                    投票コメントと投票中のラベルをキューに追加する
  decide NUMBER approved|declined [--reason TEXT] [--tally TEXT] [--preview]
                    決定のコメント、ラベル、Issue のクローズをキューに追加する
  back-to-review NUMBER [--note TEXT] [--preview]
                    申請をレビューに戻す操作 (ラベル new) をキューに追加する
  outbox [--json]   キュー内のアクションと票、およびその状態。outbox
                    cancel|retry ID、outbox cancel bID (票)、outbox audit
                    (CSV、または --json)。コメントがすでに GitHub にある可能性の
                    あるアクションをキャンセルするときは、先にそのコメントを探す
                    (--force: それでもキャンセルする)
  push              キュー内のアクション、続いてキュー内の票を GitHub に送信する
                    (未送信が残ると 0 以外で終了)
  due [--json]      締切順の進行中の投票、不備の期限、定期レビュー
  dashboard [--json]
                    状態別の申請数、段階ごとの日数、最も長く待っている申請、
                    実施中の投票と未投票者、期限、掲載中のプラットフォーム
  vote NUMBER approve|reject|abstain
                    進行中の投票に票を投じる (または変更する)
  remind NUMBER [--note TEXT] [--preview]
                    まだ投票していない組織の代表者と代理人にメンションする
                    コメントを 1 件キューに入れます
  roster [--json]   投票する組織、代表者、代理
  roster import FILE  Markdown の表または JSON から名簿の新しいバージョンを作る
  review publish 番号 [--preview]
                    自分のチェックリストをレビューコメントとしてキューに入れる
                    (再公開するとそのコメントを編集)
  reviews 番号 [--json]
                    Issue に公開されたチームのレビューを自分のものと並べ、
                    レビュアーの意見が分かれる箇所を示す
  report NUMBER|--all --output FILE.pdf
                    1 件の申請、またはすべての申請のレビューレポート
  listing NUMBER --output DIR [--json]
                    承認されたプラットフォームの pytorch.org 掲載案を、サイトの
                    規則で検査したうえで 2 つのファイルとして書き出します。
                    listing NUMBER --pull-request [--remove] は、それ (または
                    掲載の取り下げ) をサイトへのプルリクエストとしてキューに入れます

トークンは環境変数 (下記参照)、なければシステムのキーチェーン (ウィンドウでサインインすると保存される場所)、なければ `gh auth token --hostname HOST` から取得します。

採択要件は、組み込みの定義、ウィンドウで選択した JSON ファイル (設定 review/requirementsFile)、または 1 回の実行に限り --requirements FILE から読み込みます。そのファイルが有効でない場合、コマンドは指定されたものとは別の定義を使わず、問題の行とフィールドを示すエラーで停止します。ウィンドウでは代わりに組み込みの定義を使い、その理由を表示します。 ラベルの対応表 (設定 labels/mappingFile、--label-mapping FILE) と投票資格のルール (設定 voting/eligibilityRuleFile、--eligibility-rule FILE) も同じようにファイルです。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="294"/>
        <source>decide: the reasons (Markdown), required; vote: the reason for your ballot, posted as your comment beside it.</source>
        <translation>decide：理由（Markdown、必須）。vote：投票の理由。あなたのコメントとして投票の横に投稿されます。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="313"/>
        <source>outbox cancel: cancel even when the action&apos;s comment is, or may be, already on GitHub.</source>
        <translation>outbox cancel: アクションのコメントがすでに GitHub にある場合や、ある可能性がある場合でもキャンセルします。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="341"/>
        <source>What to do; see above.</source>
        <translation>実行する内容。上記を参照してください。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="342"/>
        <source>[COMMAND ...]</source>
        <translation>[COMMAND ...]</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="383"/>
        <source>--api-url: %1</source>
        <translation>--api-url: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="420"/>
        <source>Unknown command “%1”; the commands are: %2.</source>
        <translation>不明なコマンド「%1」です。使用できるコマンド: %2。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="427"/>
        <source>--private or --public (one of them) belongs to the “checklist” command.</source>
        <translation>--private または --public (どちらか一方) は「checklist」コマンドのオプションです。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="438"/>
        <source>--disagreements belongs to the “list” command.</source>
        <translation>--disagreements は「list」コマンドのオプションです。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="452"/>
        <source>--%1 does not belong to “%2”.</source>
        <translation>--%1 は「%2」では使用できません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="454"/>
        <source>the window</source>
        <translation>ウィンドウ</translation>
    </message>
</context>
<context>
    <name>acp::CommandRunner</name>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="532"/>
        <source>The requirement definition is not valid: %1</source>
        <translation>要件定義が有効ではありません: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="536"/>
        <source>The label mapping is not valid: %1</source>
        <translation>ラベル対応表が正しくありません: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="540"/>
        <source>The eligibility rule is not valid: %1</source>
        <translation>投票資格のルールが正しくありません: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="585"/>
        <source>This build of acp-workbench cannot run “%1”.</source>
        <translation>このビルドの acp-workbench では「%1」を実行できません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="592"/>
        <source>The demo workspace is offline; nothing is synced with GitHub.</source>
        <translation>デモワークスペースはオフラインです。GitHub とは何も同期しません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="607"/>
        <source>Waiting %n second(s).</source>
        <translation>
            <numerusform>%n 秒待機しています。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="613"/>
        <source>Synced %1: %2 issues and %3 comments updated, %4 requests.</source>
        <translation>%1 を同期しました: Issue %2 件とコメント %3 件を更新、リクエスト %4 回。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="621"/>
        <source>%n issue(s) deleted, hidden or moved to another repository on GitHub left the list.</source>
        <translation>
            <numerusform>GitHub で削除、非表示、または別のリポジトリへ移動された %n 件の Issue を一覧から外しました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="628"/>
        <source>The sync was cancelled; the next one resumes where it stopped.</source>
        <translation>同期はキャンセルされました。次回は停止した位置から再開します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="646"/>
        <source>Read the state of %n listing pull request(s).</source>
        <translation>
            <numerusform>掲載のプルリクエスト %n 件の状態を読み込みました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="660"/>
        <source>“list” takes no arguments.</source>
        <translation>「list」は引数を取りません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="691"/>
        <source>No application has reviews that differ.</source>
        <translation>レビューが分かれている申請はありません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="692"/>
        <source>No applications are cached yet; run “sync” first.</source>
        <translation>キャッシュ済みの申請はまだありません。先に「sync」を実行してください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="710"/>
        <source>%n review(s), differing on %1</source>
        <translation>
            <numerusform>レビュー %n 件、%1 で分かれています</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="712"/>
        <source>%n review(s)</source>
        <translation>
            <numerusform>レビュー %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="724"/>
        <source>“show” needs one issue number, for example: show 12.</source>
        <translation>「show」には Issue 番号を 1 つ指定してください (例: show 12)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="832"/>
        <source>State: %1 (%2), by %3, updated %4</source>
        <translation>状態: %1 (%2)、作成者 %3、更新 %4</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="837"/>
        <source>Labels: %1</source>
        <translation>ラベル: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="842"/>
        <source>Form: %1</source>
        <translation>フォーム: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="858"/>
        <source>(no answer)</source>
        <translation>(回答なし)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="863"/>
        <source>Your note:</source>
        <translation>自分のメモ:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="869"/>
        <source>Outbox:</source>
        <translation>送信トレイ:</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="875"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>コメント %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="896"/>
        <source>(%n more link(s) not listed: an application lists at most %1)</source>
        <translation>
            <numerusform>(ほかに %n 件のリンクは表示していません: 1 件の申請で表示するリンクは最大 %1 件です)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="905"/>
        <source>Checklist (%1)</source>
        <translation>チェックリスト (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="928"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="946"/>
        <source>note (%1): %2</source>
        <translation>メモ (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="937"/>
        <source>About the whole application:</source>
        <translation>申請全体について:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="962"/>
        <source>“checklist” needs an issue number, a requirement and a status, for example: checklist 12 security-policy met.</source>
        <translation>「checklist」には Issue 番号、要件、ステータスを指定してください (例: checklist 12 security-policy met)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="981"/>
        <source>Unknown status “%1”; the statuses are: %2.</source>
        <translation>不明なステータス「%1」です。使用できるステータス: %2。</translation>
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
        <translation>%1 日</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="60"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="61"/>
        <source>median %1, longest %2 (#%3)</source>
        <translation>中央値 %1、最長 %2 (#%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="92"/>
        <source>%1, in %2</source>
        <translation>%1、%2</translation>
    </message>
</context>
<context>
    <name>acp::DashboardCommands</name>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="30"/>
        <source>“dashboard” takes no arguments.</source>
        <translation>「dashboard」は引数を取りません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="43"/>
        <source>As of the sync of %1 (UTC)</source>
        <translation>%1 (UTC) の同期時点</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="45"/>
        <source>From the cache (never synced)</source>
        <translation>キャッシュから (未同期)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="53"/>
        <source>Applications: %1</source>
        <translation>申請: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="54"/>
        <source>Days per stage, last 12 months (median, longest):</source>
        <translation>段階ごとの日数、過去 12 か月 (中央値、最長):</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="59"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/DashboardCommands.cpp" line="60"/>
        <source>%1, %2 (#%3), over %n application(s)</source>
        <translation>
            <numerusform>%1、%2 (#%3)、申請 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="66"/>
        <source>Waiting longest:</source>
        <translation>最も長く待っている申請:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="69"/>
        <source>%1 for %2 days</source>
        <translation>%1 の段階で %2 日</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="74"/>
        <source>Vote on #%1 %2: %3 of %4 organizations voted (quorum %5), %6 approvals of %7 needed</source>
        <translation>#%1 %2 の投票: %4 組織中 %3 組織が投票 (定足数 %5)、賛成 %6 (必要数 %7)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="85"/>
        <source>closes %1 (%2 days left)</source>
        <translation>%1 に締め切り (残り %2 日)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="91"/>
        <source>not voted: %1</source>
        <translation>未投票: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="103"/>
        <source>Deadlines:</source>
        <translation>期限:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="110"/>
        <source>Retired: #%1 %2 (%3)</source>
        <translation>撤退: #%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="110"/>
        <source>Listed: #%1 %2 (since %3)</source>
        <translation>掲載中: #%1 %2 (%3 から)</translation>
    </message>
</context>
<context>
    <name>acp::DashboardReportSection</name>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="52"/>
        <source>Dashboard</source>
        <translation>ダッシュボード</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="54"/>
        <source>The whole process as of the sync of %1.</source>
        <translation>%1 の同期時点でのプロセス全体。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="56"/>
        <source>The whole process, from a cache that was never synced.</source>
        <translation>一度も同期していないキャッシュから見たプロセス全体。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="60"/>
        <source>Days per stage, last 12 months</source>
        <translation>段階ごとの日数 (過去 12 か月)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="63"/>
        <source>Open votes</source>
        <translation>進行中の投票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="65"/>
        <source>No vote is open.</source>
        <translation>実施中の投票はありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="79"/>
        <source>%1 (%2 days)</source>
        <translation>%1 (%2 日)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="80"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="109"/>
        <source>no date</source>
        <translation>日付なし</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="81"/>
        <source>%1 of %2, quorum %3</source>
        <translation>%2 中 %1、定足数 %3</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="85"/>
        <source>%1 of %2</source>
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="102"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="126"/>
        <source>Application</source>
        <translation>申請</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Closes</source>
        <translation>締め切り</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Voted</source>
        <translation>投票済み</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Approvals</source>
        <translation>賛成</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Not voted yet</source>
        <translation>未投票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="95"/>
        <source>Waiting longest</source>
        <translation>最も長く待っている申請</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="102"/>
        <source>Stage</source>
        <translation>段階</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="102"/>
        <source>Days</source>
        <translation>日数</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="106"/>
        <source>Deadlines</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <source>Due</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <source>Days left</source>
        <translation>残り日数</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="119"/>
        <source>Listed and retired platforms</source>
        <translation>掲載中および撤退したプラットフォーム</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="124"/>
        <source>Retired</source>
        <translation>撤退</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="124"/>
        <source>Listed</source>
        <translation>掲載中</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="126"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="126"/>
        <source>Since</source>
        <translation>開始日</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="130"/>
        <source>Time in each stage</source>
        <translation>各段階の所要時間</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="133"/>
        <source>The %1 newest of %2 applications.</source>
        <translation>%2 件の申請のうち新しい %1 件。</translation>
    </message>
</context>
<context>
    <name>acp::DashboardView</name>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="77"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="84"/>
        <source>Dashboard</source>
        <translation>ダッシュボード</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="101"/>
        <source>Applications by state</source>
        <translation>状態別の申請</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="103"/>
        <source>Days per stage, last 12 months</source>
        <translation>段階ごとの日数 (過去 12 か月)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="106"/>
        <source>Open votes</source>
        <translation>進行中の投票</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="113"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="121"/>
        <source>Application</source>
        <translation>申請</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Days left</source>
        <translation>残り日数</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <source>Voted</source>
        <translation>投票済み</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <source>Approvals</source>
        <translation>賛成</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="108"/>
        <source>Not voted yet</source>
        <translation>未投票</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="110"/>
        <source>No vote is open.</source>
        <translation>実施中の投票はありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="112"/>
        <source>Waiting longest</source>
        <translation>最も長く待っている申請</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="113"/>
        <source>Stage</source>
        <translation>段階</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="113"/>
        <source>Days</source>
        <translation>日数</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="114"/>
        <source>No application is waiting.</source>
        <translation>待っている申請はありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Deadlines</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Due</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="118"/>
        <source>Nothing is due.</source>
        <translation>期限の来ているものはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="120"/>
        <source>Listed and retired platforms</source>
        <translation>掲載中および撤退したプラットフォーム</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="121"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="121"/>
        <source>Since</source>
        <translation>開始日</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="123"/>
        <source>No platform is listed yet.</source>
        <translation>掲載中のプラットフォームはまだありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="126"/>
        <source>Time in each stage</source>
        <translation>各段階の所要時間</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="155"/>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="156"/>
        <source>Export the chart as PNG or SVG</source>
        <translation>グラフを PNG または SVG として書き出します</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="157"/>
        <source>Export %1</source>
        <translation>%1 を書き出し</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="167"/>
        <source>Chart saved to %1</source>
        <translation>グラフを %1 に保存しました</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="231"/>
        <source>Computing the figures…</source>
        <translation>数値を計算しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="251"/>
        <source>as of the sync of %1</source>
        <translation>%1 の同期時点</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="252"/>
        <source>from the cache, never synced</source>
        <translation>キャッシュから (未同期)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="298"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="348"/>
        <source>no date</source>
        <translation>日付なし</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="299"/>
        <source>%1 of %2 (quorum %3)</source>
        <translation>%2 中 %1 (定足数 %3)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="303"/>
        <source>%1 of %2 needed</source>
        <translation>必要な %2 中 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="304"/>
        <source>everyone has voted</source>
        <translation>全員が投票済み</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="309"/>
        <source>Closes %1</source>
        <translation>%1 に締め切り</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="314"/>
        <source>Quorum reached</source>
        <translation>定足数に達しました</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="315"/>
        <source>%n more organization(s) needed for quorum</source>
        <translation>
            <numerusform>定足数まであと %n 組織</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="373"/>
        <source>Retired</source>
        <translation>撤退</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="373"/>
        <source>Listed</source>
        <translation>掲載中</translation>
    </message>
</context>
<context>
    <name>acp::Database</name>
    <message>
        <location filename="../src/core/store/Database.cpp" line="517"/>
        <source>The folder %1 could not be created.</source>
        <translation>フォルダー %1 を作成できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="555"/>
        <location filename="../src/core/store/Database.cpp" line="586"/>
        <source>The workspace database %1 could not be opened: %2</source>
        <translation>ワークスペースのデータベース %1 を開けませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="567"/>
        <source>The workspace database %1 is at schema version %2, not %3; it was not read.</source>
        <translation>ワークスペースのデータベース %1 のスキーマバージョンは %3 ではなく %2 です。読み込みませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="606"/>
        <location filename="../src/core/store/Database.cpp" line="687"/>
        <source>The workspace database %1 could not be configured: %2</source>
        <translation>ワークスペースのデータベース %1 を設定できませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="629"/>
        <source>Qt&apos;s SQLite driver uses SQLite %1, but the workbench was built with SQLite %2: install the Qt SQLite driver built against the system&apos;s SQLite library.</source>
        <translation>Qt の SQLite ドライバーは SQLite %1 を使用していますが、ワークベンチは SQLite %2 でビルドされています。システムの SQLite ライブラリに対してビルドされた Qt SQLite ドライバーをインストールしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="701"/>
        <source>The workspace database %1 could not be read: %2</source>
        <translation>ワークスペースのデータベース %1 を読み取れませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="669"/>
        <source>%1 is an SQLite database of another program, not an ACP Workbench workspace; it was not changed.</source>
        <translation>%1 は別のプログラムの SQLite データベースで、ACP Workbench のワークスペースではありません。ファイルは変更していません。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="709"/>
        <source>The workspace database %1 is damaged (%2). It was not changed; restore it from a backup, or move it away to start with an empty workspace and sync again (your review notes and queued actions are only in the damaged file).</source>
        <translation>ワークスペースのデータベース %1 が破損しています (%2)。ファイルは変更していません。バックアップから復元するか、ファイルを別の場所に移動して空のワークスペースから始め、もう一度同期してください (レビューのメモとキュー内のアクションは、破損したファイルにしかありません)。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="876"/>
        <source>The workspace database %1 was written by a newer version of ACP Workbench (schema %2; this version knows up to %3).</source>
        <translation>ワークスペースのデータベース %1 は新しいバージョンの ACP Workbench で書き込まれています (スキーマ %2。このバージョンが対応するのは %3 まで)。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="899"/>
        <source>Upgrading the workspace database to schema %1 failed: %2</source>
        <translation>ワークスペースのデータベースをスキーマ %1 にアップグレードできませんでした: %2</translation>
    </message>
</context>
<context>
    <name>acp::DemoWorkspace</name>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="109"/>
        <source>The bundled demo workspace is missing from this build.</source>
        <translation>このビルドには同梱のデモワークスペースが含まれていません。</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="115"/>
        <source>The bundled demo workspace could not be read: %1</source>
        <translation>同梱のデモワークスペースを読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="168"/>
        <source>The demo workspace could not be stored: %1</source>
        <translation>デモワークスペースを保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="188"/>
        <source>The demo workspace&apos;s link previews are missing from this build.</source>
        <translation>このビルドにはデモワークスペースのリンクプレビューが含まれていません。</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="196"/>
        <source>The demo workspace&apos;s link previews could not be read: %1</source>
        <translation>デモワークスペースのリンクプレビューを読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="231"/>
        <source>The demo workspace&apos;s link preview of %1 could not be stored: %2</source>
        <translation>デモワークスペースの %1 のリンクプレビューを保存できませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="240"/>
        <source>The demo workspace&apos;s link previews could not be stored.</source>
        <translation>デモワークスペースのリンクプレビューを保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>acp::DesktopActions</name>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="28"/>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="35"/>
        <source>Repository, label names, templates, requirement file, evidence fetching, language and data folder</source>
        <translation>リポジトリ、ラベル名、テンプレート、要件ファイル、エビデンスの取得、言語、データフォルダー</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="46"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="49"/>
        <source>Every shortcut of the window, searchable</source>
        <translation>ウィンドウのすべてのショートカット (検索可能)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="122"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="131"/>
        <source>available</source>
        <translation>利用可能</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="133"/>
        <source>not available</source>
        <translation>利用不可</translation>
    </message>
</context>
<context>
    <name>acp::DeviceFlow</name>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="99"/>
        <source>No OAuth app is set for signing in. Enter the client id of an OAuth app with the device flow enabled, or sign in with the GitHub CLI (gh auth login) or a GH_TOKEN.</source>
        <translation>サインイン用の OAuth アプリが設定されていません。デバイスフローを有効にした OAuth アプリのクライアント ID を入力するか、GitHub CLI (gh auth login) または GH_TOKEN でサインインしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="176"/>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="263"/>
        <source>%1 could not be reached: %2.</source>
        <translation>%1 に接続できませんでした: %2。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="187"/>
        <source>The OAuth app %1 does not have the device flow enabled.</source>
        <translation>OAuth アプリ %1 ではデバイスフローが有効になっていません。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="190"/>
        <source>GitHub does not know the OAuth app %1; check the client id.</source>
        <translation>GitHub は OAuth アプリ %1 を認識していません。クライアント ID を確認してください。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="193"/>
        <source>GitHub did not start the sign-in (%1).</source>
        <translation>GitHub はサインインを開始しませんでした (%1)。</translation>
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
        <translation>サインイン要求に対する GitHub の応答を読み取れませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="231"/>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="297"/>
        <source>The sign-in code expired before it was entered. Start again for a new code.</source>
        <translation>サインインコードが入力される前に期限切れになりました。最初からやり直して新しいコードを取得してください。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="300"/>
        <source>Signing in was cancelled on GitHub.</source>
        <translation>サインインは GitHub 上でキャンセルされました。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="306"/>
        <source>GitHub refused the sign-in for the OAuth app %1 (%2).</source>
        <translation>GitHub は OAuth アプリ %1 のサインインを拒否しました (%2)。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="312"/>
        <source>GitHub&apos;s answer while signing in could not be understood (%1).</source>
        <translation>サインイン中の GitHub の応答を解釈できませんでした (%1)。</translation>
    </message>
</context>
<context>
    <name>acp::DueList</name>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="147"/>
        <source>Vote open since %1, no closing date</source>
        <translation>%1 から投票中、締切日なし</translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="149"/>
        <source>Vote closed on %1: record the decision</source>
        <translation>%1 に投票締切: 決定を記録してください</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="150"/>
        <source>Vote closes on %1 (in %n day(s))</source>
        <translation>
            <numerusform>%1 に投票締切 (あと %n 日)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="163"/>
        <source>; nobody was reminded in the last %n day(s): Remind Non-voters</source>
        <translation>
            <numerusform>。過去 %n 日間リマインドされていません: 未投票者へのリマインド</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="167"/>
        <source>; a reminder waits in the outbox</source>
        <translation>。リマインドが送信トレイで待機しています</translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="184"/>
        <source>Deficiency unresolved since %1: retire or close the review</source>
        <translation>%1 から不備が未解決: 掲載を終了するか、レビューを完了してください</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="186"/>
        <source>Deficiency to be resolved by %1 (in %n day(s))</source>
        <translation>
            <numerusform>%1 までに不備の解決が必要 (あと %n 日)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="208"/>
        <source>Periodic review overdue since %1</source>
        <translation>定期レビューが %1 から期限超過</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="209"/>
        <source>Periodic review due by %1 (in %n day(s))</source>
        <translation>
            <numerusform>定期レビューの期限は %1 (あと %n 日)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::DuePanel</name>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="35"/>
        <source>Open vote</source>
        <translation>進行中の投票</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="37"/>
        <source>Deficiency</source>
        <translation>不備</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="39"/>
        <source>Periodic review</source>
        <translation>定期レビュー</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="49"/>
        <source>Due list</source>
        <translation>期限の一覧</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="50"/>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Due</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="51"/>
        <source>Votes to close, periodic reviews and deficiency deadlines</source>
        <translation>締切を迎える投票、定期レビュー、不備の期限</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Days left</source>
        <translation>残り日数</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Application</source>
        <translation>申請</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="57"/>
        <source>Nothing is due: no open votes, deficiency clocks or reviews.</source>
        <translation>期限の迫っているものはありません: 進行中の投票、不備の期限、レビューはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="60"/>
        <source>&amp;Remind Non-voters…</source>
        <translation>未投票者へのリマインド(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="62"/>
        <location filename="../src/ui/actions/DuePanel.cpp" line="166"/>
        <source>One comment that mentions the representatives and alternates of the organizations that have not voted, through the outbox</source>
        <translation>未投票の組織の代表者と代理人にメンションするコメントを 1 件、送信トレイ経由で投稿します</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="116"/>
        <source>no date</source>
        <translation>日付なし</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="134"/>
        <source>Overdue</source>
        <translation>期限超過</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="163"/>
        <source>Select an open vote to remind its non-voters.</source>
        <translation>未投票者にリマインドするには、実施中の投票を選択してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="165"/>
        <source>A reminder of this vote waits in the outbox.</source>
        <translation>この投票のリマインドが送信トレイで待機しています。</translation>
    </message>
</context>
<context>
    <name>acp::EligibilityRule</name>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="106"/>
        <source>The eligibility rule counts meetings attended, but the roster lists no meeting held by %1; add the meeting list to the roster.</source>
        <translation>投票資格のルールは出席した会議を数えますが、名簿には %1 までに開かれた会議がありません。名簿に会議の一覧を追加してください。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="112"/>
        <source>No organization on the roster is eligible under the rule in force; check the roster&apos;s TAC seats, activity dates and attendance.</source>
        <translation>現行のルールでは名簿のどの組織にも投票資格がありません。名簿の TAC 議席、活動日、出席を確認してください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/EligibilityRule.cpp" line="164"/>
        <source>Eligibility: a TAC seat and activity within the last %n month(s), applied on %1.</source>
        <translation>
            <numerusform>投票資格: TAC 議席と直近 %n か月以内の活動 (%1 に適用)。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="169"/>
        <source>Eligibility: attendance of %1 of the last %2 meetings, applied on %3.</source>
        <translation>投票資格: 直近 %2 回の会議のうち %1 回の出席 (%3 に適用)。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="174"/>
        <source>Eligibility: as recorded on the roster, applied on %1.</source>
        <translation>投票資格: 名簿に記録されたとおり (%1 に適用)。</translation>
    </message>
</context>
<context>
    <name>acp::EligibilityRuleFile</name>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="259"/>
        <source>In %1, “rule” must be as-recorded, tac-seat-and-activity or attendance.</source>
        <translation>%1 では「rule」は as-recorded、tac-seat-and-activity、attendance のいずれかでなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="270"/>
        <source>In %1, “%2” must be a whole number from 1 to %3.</source>
        <translation>%1 では「%2」は 1 から %3 までの整数でなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="278"/>
        <source>In %1, “%2” is not a key of this rule.</source>
        <translation>%1 の「%2」はこのルールのキーではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="282"/>
        <source>In %1, “meetings_attended” cannot exceed “of_last_meetings”.</source>
        <translation>%1 では「meetings_attended」は「of_last_meetings」を超えられません。</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceLinkRow</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="166"/>
        <source>Link %1</source>
        <translation>リンク %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="189"/>
        <source>In the section %1</source>
        <translation>セクション %1 内</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="195"/>
        <source>Show the section in the application</source>
        <translation>申請内のセクションを表示</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="198"/>
        <source>In a comment by %1, %2</source>
        <translation>%1 のコメント内、%2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="202"/>
        <source>view comment</source>
        <translation>コメントを表示</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceListView</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="109"/>
        <source>Every link in the application belongs to a requirement.</source>
        <translation>申請内のリンクはすべていずれかの要件に対応しています。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="110"/>
        <source>No links in the mapped sections or in the submitter&apos;s comments.</source>
        <translation>対応付けられたセクションにも申請者のコメントにもリンクがありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="155"/>
        <source>Your notes</source>
        <translation>自分のメモ</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="156"/>
        <source>Your notes (%1)</source>
        <translation>自分のメモ (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="172"/>
        <source>%n more link(s) not listed: an application lists at most %1 links.</source>
        <translation>
            <numerusform>ほかに %n 件のリンクは一覧に表示していません: 1 件の申請で表示するリンクは最大 %1 件です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="183"/>
        <source>%n more link(s) not previewed: previews are fetched by themselves for the first %1 links of an application; press Fetch on a card to see its preview.</source>
        <translation>
            <numerusform>ほかに %n 件のリンクはプレビューしていません: プレビューが自動で取得されるのは、申請の最初の %1 件のリンクだけです。プレビューを見るには、カードの「取得」を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="239"/>
        <source>Nothing here can be evidence: add links, text, files or images.</source>
        <translation>エビデンスにできるものがありません。リンク、テキスト、ファイル、画像を追加してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="251"/>
        <source>the application</source>
        <translation>申請全体</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="252"/>
        <source>Added %n evidence note(s) to %1</source>
        <translation>
            <numerusform>%1 にエビデンスメモを %n 件追加しました</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="261"/>
        <source>Select a requirement, or the whole application, to paste onto.</source>
        <translation>貼り付け先として、要件または申請全体を選択してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="266"/>
        <source>The clipboard holds nothing that can be evidence.</source>
        <translation>クリップボードにエビデンスにできるものがありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="279"/>
        <source>Add Link</source>
        <translation>リンクを追加</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="279"/>
        <source>Web address (http or https):</source>
        <translation>Web アドレス (http または https):</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="303"/>
        <source>Add Text</source>
        <translation>テキストを追加</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="303"/>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="376"/>
        <source>Text:</source>
        <translation>テキスト:</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="320"/>
        <source>Add Files as Evidence</source>
        <translation>ファイルをエビデンスとして追加</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="358"/>
        <source>Evidence note deleted. Undo brings it back.</source>
        <translation>エビデンスメモを削除しました。元に戻すと復元できます。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="370"/>
        <source>Edit Link</source>
        <translation>リンクを編集</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="370"/>
        <source>Web address:</source>
        <translation>Web アドレス:</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="376"/>
        <source>Edit Text</source>
        <translation>テキストを編集</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="380"/>
        <source>Edit Caption</source>
        <translation>キャプションを編集</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="381"/>
        <source>Caption for %1:</source>
        <translation>%1 のキャプション:</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceMime</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceMime.cpp" line="71"/>
        <source>%1 is a folder; only files can be added as evidence.</source>
        <translation>%1 はフォルダーです。エビデンスとして追加できるのはファイルだけです。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceMime.cpp" line="85"/>
        <source>Only web addresses and files can be added as evidence; %1 is neither.</source>
        <translation>エビデンスとして追加できるのは Web アドレスとファイルだけです。%1 はそのどちらでもありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceMime.cpp" line="116"/>
        <source>The image could not be converted to PNG.</source>
        <translation>画像を PNG に変換できませんでした。</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceNoteRow</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="232"/>
        <source>Link</source>
        <translation>リンク</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="234"/>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="236"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="238"/>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="247"/>
        <source>Dropped %1</source>
        <translation>ドロップ: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="250"/>
        <source>Pasted %1</source>
        <translation>貼り付け: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="253"/>
        <source>Added %1</source>
        <translation>追加: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="255"/>
        <source>From %1, %2</source>
        <translation>%1 から、%2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="285"/>
        <source>%1 evidence note</source>
        <translation>%1のエビデンスメモ</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="295"/>
        <source>Thumbnail of %1</source>
        <translation>%1 のサムネイル</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="354"/>
        <source>SHA-256 %1
Stored as a copy in the workspace; never opened by the workbench.</source>
        <translation>SHA-256 %1
ワークスペースにコピーとして保存されています。ワークベンチがこのファイルを開くことはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="379"/>
        <source>In report</source>
        <translation>レポートに含める</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="383"/>
        <source>Include this note in the exported review report</source>
        <translation>このメモをエクスポートするレビューレポートに含めます</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="384"/>
        <source>Include in the report</source>
        <translation>レポートに含める</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="385"/>
        <source>In request</source>
        <translation>要求に含める</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="389"/>
        <source>Include this note in the request-info comment to the submitter. Notes are private unless you say so.</source>
        <translation>このメモを申請者への情報要求コメントに含めます。指定しない限りメモは非公開です。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="391"/>
        <source>Include in the request for information</source>
        <translation>情報要求に含める</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="398"/>
        <source>Caption…</source>
        <translation>キャプション…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="398"/>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="399"/>
        <source>Edit the caption of this note</source>
        <translation>このメモのキャプションを編集</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="399"/>
        <source>Edit this note</source>
        <translation>このメモを編集</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="405"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="406"/>
        <source>Delete this note (Undo brings it back)</source>
        <translation>このメモを削除 (元に戻すと復元できます)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="407"/>
        <source>Delete this note</source>
        <translation>このメモを削除</translation>
    </message>
</context>
<context>
    <name>acp::GettingStartedController</name>
    <message>
        <location filename="../src/ui/window/GettingStartedController.cpp" line="42"/>
        <source>&amp;Getting Started</source>
        <translation>はじめに(&amp;G)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/GettingStartedController.cpp" line="45"/>
        <source>How to sign in, choose a repository, sync, or try the demo workspace</source>
        <translation>サインイン、リポジトリの選択、同期、デモ用ワークスペースの試用の方法</translation>
    </message>
</context>
<context>
    <name>acp::GhCliToken</name>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="57"/>
        <source>the GitHub CLI (gh) is not installed</source>
        <translation>GitHub CLI (gh) がインストールされていません</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="61"/>
        <source>the GitHub CLI is already being asked</source>
        <translation>GitHub CLI にはすでに問い合わせ中です</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/auth/GhCliToken.cpp" line="90"/>
        <source>the GitHub CLI did not answer within %n second(s)</source>
        <translation>
            <numerusform>GitHub CLI が %n 秒以内に応答しませんでした</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="99"/>
        <source>the GitHub CLI (%1) could not be started</source>
        <translation>GitHub CLI (%1) を起動できませんでした</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="109"/>
        <source>the GitHub CLI stopped unexpectedly</source>
        <translation>GitHub CLI が予期せず停止しました</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="118"/>
        <source>the GitHub CLI is not signed in</source>
        <translation>GitHub CLI がサインインしていません</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="119"/>
        <source>the GitHub CLI is not signed in (%1)</source>
        <translation>GitHub CLI がサインインしていません (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="127"/>
        <source>the GitHub CLI printed something that is not a token</source>
        <translation>GitHub CLI がトークンではないものを出力しました</translation>
    </message>
</context>
<context>
    <name>acp::GitHubClient</name>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="195"/>
        <source>The workbench did not send a request to %1: it talks only to the GitHub API at %2.</source>
        <translation>ワークベンチは %1 にリクエストを送信しませんでした: 通信するのは %2 の GitHub API だけです。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="257"/>
        <source>The request to GitHub was cancelled.</source>
        <translation>GitHub へのリクエストはキャンセルされました。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="443"/>
        <source>Connection refused</source>
        <translation>接続が拒否されました</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="446"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="467"/>
        <source>the connection closed before the answer was complete</source>
        <translation>応答が完了する前に接続が閉じられました</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="449"/>
        <source>the host %1 was not found</source>
        <translation>ホスト %1 が見つかりませんでした</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="452"/>
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>%n 秒以内に応答がありません</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="476"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="484"/>
        <source>GitHub could not be reached: %1.</source>
        <translation>GitHub に接続できませんでした: %1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="482"/>
        <source>GitHub could not be reached after %n attempts: %1.</source>
        <translation>
            <numerusform>%n 回試行しましたが GitHub に接続できませんでした: %1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="500"/>
        <source>GitHub sent a redirect (HTTP %1) without a target.</source>
        <translation>GitHub がリダイレクト先のないリダイレクト (HTTP %1) を返しました。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="506"/>
        <source>GitHub redirected the request too many times.</source>
        <translation>GitHub によるリクエストのリダイレクト回数が多すぎます。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="514"/>
        <source>GitHub redirected the request to %1, away from the API at %2; the workbench does not follow it there.</source>
        <translation>GitHub がリクエストを %2 の API から外れた %1 にリダイレクトしました。ワークベンチはこのリダイレクトをたどりません。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="555"/>
        <source>GitHub asked the workbench to slow down (secondary rate limit).</source>
        <translation>GitHub からリクエストの間隔を空けるよう求められました (セカンダリレート制限)。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="562"/>
        <source>GitHub&apos;s rate limit is used up until %1.</source>
        <translation>GitHub のレート制限は %1 まで上限に達しています。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="568"/>
        <source>GitHub&apos;s rate limit was reached.</source>
        <translation>GitHub のレート制限に達しました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="577"/>
        <source>GitHub&apos;s rate limit was still exceeded after %n attempts; try again later.</source>
        <translation>
            <numerusform>%n 回試行しても GitHub のレート制限を超えたままでした。後でもう一度お試しください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="579"/>
        <source>GitHub&apos;s rate limit is exceeded; try again later.</source>
        <translation>GitHub のレート制限を超えています。後でもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="591"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="599"/>
        <source>GitHub answered with a server error (HTTP %1).</source>
        <translation>GitHub がサーバーエラー (HTTP %1) を返しました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="596"/>
        <source>GitHub kept answering with a server error (HTTP %1) after %n attempts.</source>
        <translation>
            <numerusform>%n 回試行しても GitHub はサーバーエラー (HTTP %1) を返し続けました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="614"/>
        <source>GitHub needs you to sign in (%1).</source>
        <translation>GitHub へのサインインが必要です (%1)。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="615"/>
        <source>GitHub rejected the token (%1).</source>
        <translation>GitHub がトークンを拒否しました (%1)。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="618"/>
        <source>GitHub refused the request: %1.</source>
        <translation>GitHub がリクエストを拒否しました: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="621"/>
        <source>GitHub could not find %1.</source>
        <translation>GitHub で %1 が見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="625"/>
        <source>GitHub reports that %1 was deleted.</source>
        <translation>GitHub によると %1 は削除されています。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="628"/>
        <source>GitHub answered HTTP %1: %2.</source>
        <translation>GitHub が HTTP %1 を返しました: %2。</translation>
    </message>
</context>
<context>
    <name>acp::GitHubPreviewFetcher</name>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="123"/>
        <source>No connection to GitHub is configured.</source>
        <translation>GitHub への接続が設定されていません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="134"/>
        <source>The GitHub address has an empty, “.” or “..” part; it is not previewed.</source>
        <translation>この GitHub アドレスには空の部分、「.」または「..」の部分があるため、プレビューしません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="170"/>
        <source>The address is not a GitHub repository link.</source>
        <translation>このアドレスは GitHub リポジトリのリンクではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="187"/>
        <source>GitHub&apos;s answer could not be read.</source>
        <translation>GitHub の応答を読み取れませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="363"/>
        <source>GitHub could not find the file.</source>
        <translation>GitHub でファイルが見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="493"/>
        <source>Releases of %1</source>
        <translation>%1 のリリース</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="497"/>
        <source>Newest: %1</source>
        <translation>最新: %1</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="533"/>
        <source>GitHub has no %1 (HTTP %2).</source>
        <translation>GitHub に %1 はありません (HTTP %2)。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="535"/>
        <source>such file in %1</source>
        <translation>%1 内の該当ファイル</translation>
    </message>
</context>
<context>
    <name>acp::Hosts</name>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="61"/>
        <source>Enter a host, for example github.com or ghe.example.com.</source>
        <translation>ホストを入力してください (例: github.com、ghe.example.com)。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="77"/>
        <source>“%1” is not a host name; write it as github.com or ghe.example.com.</source>
        <translation>「%1」はホスト名ではありません。github.com や ghe.example.com のように入力してください。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="101"/>
        <source>Enter only the host (%1), without a path.</source>
        <translation>パスを含めず、ホスト (%1) だけを入力してください。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="149"/>
        <source>The workbench talks to %1 only over HTTPS: unencrypted http:// is allowed for this computer&apos;s own addresses (127.0.0.1, localhost) only.</source>
        <translation>ワークベンチは %1 と HTTPS でのみ通信します。暗号化されていない http:// が使えるのは、このコンピューター自身のアドレス (127.0.0.1、localhost) だけです。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="154"/>
        <source>“%1” is not an https:// address.</source>
        <translation>「%1」は https:// のアドレスではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="181"/>
        <source>The address carries a user name or password (before “@”), which the workbench does not send anywhere: give the host alone and the token through GH_TOKEN, GH_ENTERPRISE_TOKEN or Account &gt; Sign In.</source>
        <translation>このアドレスにはユーザー名またはパスワード (「@」の前) が含まれていますが、ワークベンチはそれをどこにも送信しません。ホストだけを指定し、トークンは GH_TOKEN、GH_ENTERPRISE_TOKEN、または「アカウント &gt; サインイン」で指定してください。</translation>
    </message>
</context>
<context>
    <name>acp::HttpRequest</name>
    <message numerus="yes">
        <location filename="../src/core/github/HttpRequest.cpp" line="26"/>
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>%n 秒以内に応答がありません</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="68"/>
        <source>%1 cannot be sent to %2</source>
        <translation>%1 リクエストは %2 に送信できません</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="196"/>
        <source>the request was cancelled</source>
        <translation>リクエストはキャンセルされました</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="213"/>
        <source>the request was not sent</source>
        <translation>リクエストは送信されませんでした</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/HttpRequest.cpp" line="544"/>
        <source>the answer is larger than %n MiB</source>
        <translation>
            <numerusform>応答が %n MiB を超えています</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="284"/>
        <source>the connection closed before the answer was complete</source>
        <translation>応答が完了する前に接続が閉じられました</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="303"/>
        <source>SSL handshake failed: %1</source>
        <translation>SSL ハンドシェイクに失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="343"/>
        <source>the answer has an overlong line</source>
        <translation>応答に長すぎる行があります</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="407"/>
        <source>the answer has an invalid Content-Length</source>
        <translation>応答の Content-Length が無効です</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="452"/>
        <source>the answer is not HTTP</source>
        <translation>応答が HTTP ではありません</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="462"/>
        <source>the answer&apos;s headers are too large</source>
        <translation>応答のヘッダーが大きすぎます</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="474"/>
        <source>the answer has a malformed header</source>
        <translation>応答に不正な形式のヘッダーがあります</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="496"/>
        <location filename="../src/core/github/HttpRequest.cpp" line="511"/>
        <source>the answer has an invalid chunk</source>
        <translation>応答に無効なチャンクがあります</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="569"/>
        <source>the answer is encoded as %1, which the workbench did not ask for</source>
        <translation>応答は %1 でエンコードされていますが、ワークベンチはそれを要求していません</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="584"/>
        <source>the answer&apos;s gzip encoding is damaged</source>
        <translation>応答の gzip エンコードが壊れています</translation>
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
        <translation>#%1 は Pull Request で、申請ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/store/IssueCache.cpp" line="300"/>
        <source>Application #%1 is not in the cache; run “sync” first, or check the number.</source>
        <translation>申請 #%1 はキャッシュにありません。先に「sync」を実行するか、番号を確認してください。</translation>
    </message>
    <message>
        <location filename="../src/core/store/IssueCache.cpp" line="303"/>
        <source>Application #%1 was deleted on GitHub.</source>
        <translation>申請 #%1 は GitHub で削除されました。</translation>
    </message>
</context>
<context>
    <name>acp::IssueEventsFetcher</name>
    <message>
        <location filename="../src/core/sync/IssueEventsFetcher.cpp" line="41"/>
        <source>Reading the applications&apos; label history…</source>
        <translation>申請のラベル履歴を読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>acp::JsonCursor</name>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="20"/>
        <source>unexpected text</source>
        <translation>予期しないテキスト</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="21"/>
        <source>a malformed string</source>
        <translation>不正な文字列</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="22"/>
        <source>a malformed number</source>
        <translation>不正な数値</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="24"/>
        <source>lists and objects nested too deeply</source>
        <translation>リストとオブジェクトの入れ子が深すぎます</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="25"/>
        <source>the text ends too early</source>
        <translation>テキストが途中で終わっています</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="27"/>
        <source>more text after the end</source>
        <translation>終わりの後に余分なテキスト</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="167"/>
        <source>%1 at byte %2</source>
        <extracomment>The first argument is what is wrong in the JSON text, e.g. &quot;a malformed number&quot;.</extracomment>
        <translation>%2 バイト目で %1</translation>
    </message>
</context>
<context>
    <name>acp::Keychain</name>
    <message>
        <location filename="../src/core/auth/Keychain.cpp" line="90"/>
        <source>the system keychain did not answer earlier in this session</source>
        <translation>このセッションで以前にシステムのキーチェーンが応答しませんでした</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Keychain.cpp" line="147"/>
        <source>the system keychain reported an error</source>
        <translation>システムのキーチェーンがエラーを報告しました</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/auth/Keychain.cpp" line="158"/>
        <source>the system keychain did not answer within %n second(s)</source>
        <translation>
            <numerusform>システムのキーチェーンが %n 秒以内に応答しませんでした</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/auth/Keychain.cpp" line="170"/>
        <source>this build of the workbench has no keychain support (QtKeychain)</source>
        <translation>このビルドのワークベンチはキーチェーン (QtKeychain) に対応していません</translation>
    </message>
</context>
<context>
    <name>acp::LabelMappingFile</name>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="44"/>
        <source>In %1, “%2” is not a key of a label mapping.</source>
        <translation>%1 の「%2」はラベル対応表のキーではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="49"/>
        <source>In %1, “states” must be an object of state ids and label names.</source>
        <translation>%1 では「states」は状態 ID とラベル名のオブジェクトでなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="55"/>
        <source>In %1, “%2” is not a state with a label; use new, needs-info, voting, approved or declined.</source>
        <translation>%1 の「%2」はラベルを持つ状態ではありません。new、needs-info、voting、approved、declined のいずれかを使ってください。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="65"/>
        <source>In %1, the labels of “%2” must be texts.</source>
        <translation>%1 では「%2」のラベルはテキストでなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="70"/>
        <source>In %1, the labels of “%2” must be a text or a list of texts.</source>
        <translation>%1 では「%2」のラベルはテキストかテキストのリストでなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="75"/>
        <source>In %1, the label “%2” is longer than GitHub&apos;s 50 characters.</source>
        <translation>%1 のラベル「%2」は GitHub の上限 50 文字を超えています。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="88"/>
        <source>In %1, “%2” and “%3” cannot share the label “%4”.</source>
        <translation>%1 では「%2」と「%3」がラベル「%4」を共有することはできません。</translation>
    </message>
</context>
<context>
    <name>acp::LinkPreview</name>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="89"/>
        <source>Not fetched yet</source>
        <translation>未取得</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="91"/>
        <source>Fetched</source>
        <translation>取得済み</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="93"/>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="95"/>
        <source>Timed out</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="97"/>
        <source>Secure connection failed</source>
        <translation>安全な接続に失敗しました</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="99"/>
        <source>Page too large</source>
        <translation>ページが大きすぎます</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="101"/>
        <source>Redirect loop</source>
        <translation>リダイレクトのループ</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="103"/>
        <source>Server error</source>
        <translation>サーバーエラー</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="105"/>
        <source>Not a web address</source>
        <translation>Web アドレスではありません</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="107"/>
        <source>Unreachable</source>
        <translation>到達できません</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="109"/>
        <source>Address refused</source>
        <translation>アドレスを拒否</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="128"/>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="130"/>
        <source>Pass</source>
        <translation>合格</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="132"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="134"/>
        <source>Fail</source>
        <translation>不合格</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="136"/>
        <source>Not applicable</source>
        <translation>該当なし</translation>
    </message>
</context>
<context>
    <name>acp::LinkPreviewCard</name>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="252"/>
        <source>No address</source>
        <translation>アドレスなし</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="317"/>
        <source>Fetch</source>
        <translation>取得</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="319"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="321"/>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="322"/>
        <source>Fetch this preview again now</source>
        <translation>このプレビューを今すぐ再取得します</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="324"/>
        <source>Preview of %1</source>
        <translation>%1 のプレビュー</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="332"/>
        <source>fetched %1</source>
        <translation>取得: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="334"/>
        <source>the last refresh failed (%1): %2</source>
        <translation>前回の更新に失敗しました (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="342"/>
        <source>tried %1</source>
        <translation>試行: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="344"/>
        <source>Fetching the preview…</source>
        <translation>プレビューを取得しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="346"/>
        <source>Not fetched yet: previews are fetched when you ask.</source>
        <translation>未取得: プレビューは要求したときに取得されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="348"/>
        <source>Not fetched: this application has more links than are previewed by themselves (%1). Press Fetch to preview this one.</source>
        <translation>未取得: この申請には、自動でプレビューされる数 (%1) より多くのリンクがあります。このリンクをプレビューするには「取得」を押してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="352"/>
        <source>Not fetched: previews are turned off, and none is cached.</source>
        <translation>未取得: プレビューは無効になっており、キャッシュもありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="354"/>
        <source>Not fetched yet.</source>
        <translation>未取得です。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="357"/>
        <source>refreshing…</source>
        <translation>更新中…</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="404"/>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="407"/>
        <source>no licence detected</source>
        <translation>ライセンス未検出</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="411"/>
        <source>last push %1</source>
        <translation>最終プッシュ: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="413"/>
        <source>archived</source>
        <translation>アーカイブ済み</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="418"/>
        <source>Latest release: none</source>
        <translation>最新リリース: なし</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="422"/>
        <source>Latest release: %1</source>
        <translation>最新リリース: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="423"/>
        <source>Latest release: %1 (%2)</source>
        <translation>最新リリース: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="427"/>
        <source>Security policy: yes (%1)</source>
        <translation>セキュリティポリシー: あり (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="429"/>
        <source>Security policy: none found</source>
        <translation>セキュリティポリシー: 見つかりません</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="433"/>
        <source>CI:</source>
        <translation>CI:</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="433"/>
        <source>CI on %1:</source>
        <translation>%1 の CI:</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="465"/>
        <source>A binary file: its content is not shown.</source>
        <translation>バイナリファイルのため、内容は表示しません。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="468"/>
        <source>Too large for GitHub to send its content.</source>
        <translation>大きすぎるため GitHub から内容を取得できません。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="469"/>
        <source>Showing the beginning of the file.</source>
        <translation>ファイルの先頭部分を表示しています。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="487"/>
        <source>Sections: %1</source>
        <translation>セクション: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="493"/>
        <source>About this requirement: %1 (lines %2–%3).</source>
        <translation>この要件について: %1 (%2〜%3 行目)。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="525"/>
        <source>No runs yet.</source>
        <translation>実行はまだありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="526"/>
        <source>Recent runs:</source>
        <translation>最近の実行:</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="540"/>
        <source>(pre-release)</source>
        <translation>(プレリリース)</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="543"/>
        <source>No releases.</source>
        <translation>リリースはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="558"/>
        <source>redirects to %1</source>
        <translation>%1 へリダイレクト</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="560"/>
        <source>image (not loaded): %1</source>
        <translation>画像 (未読み込み): %1</translation>
    </message>
</context>
<context>
    <name>acp::LinkPreviewService</name>
    <message>
        <location filename="../src/core/preview/LinkPreviewService.cpp" line="165"/>
        <source>Only http and https addresses are previewed; this link is never fetched.</source>
        <translation>プレビューするのは http と https のアドレスだけです。このリンクは取得しません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreviewService.cpp" line="172"/>
        <source>This GitHub address has an empty, “.” or “..” part, so it could point outside the repository it names; it is never fetched.</source>
        <translation>この GitHub アドレスには空の部分、「.」または「..」の部分があり、示しているリポジトリの外を指す可能性があるため、取得しません。</translation>
    </message>
</context>
<context>
    <name>acp::ListingActions</name>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="23"/>
        <source>Draft &amp;Listing…</source>
        <translation>掲載案を作成(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="25"/>
        <source>Draft the approved platform&apos;s pytorch.org listing: its entry and install guide, checked against the site&apos;s rules</source>
        <translation>承認されたプラットフォームの pytorch.org 掲載案 (エントリーとインストールガイド) を作成し、サイトの規則で検査します</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="61"/>
        <source>Select an approved application first.</source>
        <translation>先に承認済みの申請を選択してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="81"/>
        <location filename="../src/ui/listing/ListingActions.cpp" line="86"/>
        <source>Draft Listing</source>
        <translation>掲載案の作成</translation>
    </message>
</context>
<context>
    <name>acp::ListingCommands</name>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="56"/>
        <source>“listing” needs one issue number, for example: listing 3 --output DIR.</source>
        <translation>「listing」には issue 番号が 1 つ必要です。例: listing 3 --output DIR</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="65"/>
        <source>“listing” needs --output DIR, the folder to write the two files to (or --json to print the draft).</source>
        <translation>「listing」には 2 つのファイルを書き出すフォルダー --output DIR が必要です (案を表示するだけなら --json)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="113"/>
        <source>error: %1 (%2)</source>
        <translation>エラー: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="113"/>
        <source>warning: %1 (%2)</source>
        <translation>警告: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="118"/>
        <source>The listing draft of #%1 does not pass the site&apos;s rules; nothing was written. Correct it in the window (Application &gt; Draft Listing).</source>
        <translation>#%1 の掲載案はサイトの規則を満たしていないため、何も書き出していません。ウィンドウ (申請 &gt; 掲載案を作成) で修正してください。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="122"/>
        <source>The listing draft of #%1, as kept in the workspace:</source>
        <translation>ワークスペースに保存されている #%1 の掲載案:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="123"/>
        <source>The listing draft of #%1, from the application:</source>
        <translation>申請から作成した #%1 の掲載案:</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="135"/>
        <source>The demo workspace is offline; nothing is queued for GitHub.</source>
        <translation>デモ用ワークスペースはオフラインです。GitHub 向けには何もキューに入れません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="155"/>
        <source>Queued: %1</source>
        <translation>キューに追加: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="156"/>
        <source>Branch %1; `push` opens the pull request.</source>
        <translation>ブランチ %1。`push` でプルリクエストを作成します。</translation>
    </message>
</context>
<context>
    <name>acp::ListingDrafts</name>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="50"/>
        <source>#%1 is %2: only an approved platform is listed on pytorch.org.</source>
        <translation>#%1 は%2です。pytorch.org に掲載されるのは承認されたプラットフォームだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="119"/>
        <source>The listing draft could not be kept: %1</source>
        <translation>掲載案を保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="145"/>
        <source>The listing draft does not pass the site&apos;s rules: %1</source>
        <translation>掲載案がサイトの規則を満たしていません: %1</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="159"/>
        <source>The folder %1 could not be created.</source>
        <translation>フォルダー %1 を作成できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="166"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 を書き込めませんでした: %2</translation>
    </message>
</context>
<context>
    <name>acp::ListingEditorDialog</name>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="55"/>
        <source>Save the Listing Files into a Folder (the Site&apos;s Repository)</source>
        <translation>掲載ファイルをフォルダー (サイトのリポジトリ) に保存</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="58"/>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="442"/>
        <source>Open Pull Request</source>
        <translation>プルリクエストを作成</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="80"/>
        <source>Open &amp;Removal Pull Request…</source>
        <translation>掲載取り下げのプルリクエストを作成(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="87"/>
        <source>Listing Draft — #%1 %2</source>
        <translation>掲載案 — #%1 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="102"/>
        <source>The entry and install guide of pytorch.org&apos;s additional platforms page, checked against the site&apos;s rules as you type. Your edits are kept in the workspace.</source>
        <translation>pytorch.org の追加プラットフォームページのエントリーとインストールガイドです。入力に合わせてサイトの規則で検査します。編集内容はワークスペースに保存されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="113"/>
        <source>e.g. ascend_npu</source>
        <translation>例: ascend_npu</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="118"/>
        <source>The project&apos;s issue tracker or forum</source>
        <translation>プロジェクトの issue トラッカーまたはフォーラム</translation>
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
        <translation>省略可</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="123"/>
        <source>Platform &amp;id:</source>
        <translation>プラットフォーム ID(&amp;I):</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="124"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="125"/>
        <source>Support c&amp;hannel:</source>
        <translation>サポート窓口(&amp;H):</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="126"/>
        <source>Stable, &amp;Linux:</source>
        <translation>安定版、Linux(&amp;L):</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="127"/>
        <source>Stable, &amp;Windows:</source>
        <translation>安定版、Windows(&amp;W):</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="128"/>
        <source>Preview, Lin&amp;ux:</source>
        <translation>プレビュー版、Linux(&amp;U):</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="129"/>
        <source>Preview, Win&amp;dows:</source>
        <translation>プレビュー版、Windows(&amp;D):</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="134"/>
        <source>Install guide (Markdown)</source>
        <translation>インストールガイド (Markdown)</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="135"/>
        <source>Install &amp;guide (Markdown):</source>
        <translation>インストールガイド (Markdown)(&amp;G):</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="151"/>
        <source>Guide</source>
        <translation>ガイド</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="152"/>
        <source>Entry (JSON)</source>
        <translation>エントリー (JSON)</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="167"/>
        <source>Problems with the listing draft</source>
        <translation>掲載案の問題点</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="175"/>
        <source>&amp;Save Files…</source>
        <translation>ファイルを保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="179"/>
        <source>Open &amp;Pull Request…</source>
        <translation>プルリクエストを作成(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="189"/>
        <source>Start &amp;Over from Application</source>
        <translation>申請からやり直す(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="192"/>
        <source>Replace this draft with a new one from what the application says now</source>
        <translation>この案を、申請の現在の内容から作り直した案で置き換えます</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="196"/>
        <source>Start Over</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="196"/>
        <source>Replace your edits with a new draft from the application?</source>
        <translation>編集内容を破棄し、申請から作り直した案に置き換えますか?</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="245"/>
        <source>This platform is retired: its pull request deletes the two files below from the site. Check that the platform id names the files it is listed with.</source>
        <translation>このプラットフォームは撤退しました。プルリクエストは下の 2 つのファイルをサイトから削除します。プラットフォーム ID が掲載時のファイル名と一致していることを確認してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="249"/>
        <source>Your draft, as kept in the workspace.</source>
        <translation>ワークスペースに保存されているあなたの案です。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="250"/>
        <source>Drafted from the application&apos;s answers: read every field before the listing goes out.</source>
        <translation>申請の回答から作成した案です。掲載する前にすべての項目を確認してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="273"/>
        <source>Files: %1 and %2</source>
        <translation>ファイル: %1 と %2</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="284"/>
        <source>Error: the site would refuse this.</source>
        <translation>エラー: サイトはこれを受け付けません。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="285"/>
        <source>Warning: the site accepts it, but read it again.</source>
        <translation>警告: サイトは受け付けますが、もう一度確認してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="289"/>
        <source>The draft passes the site&apos;s rules.</source>
        <translation>この案はサイトの規則を満たしています。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="295"/>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="393"/>
        <source>Correct the errors listed below first.</source>
        <translation>先に下のエラーを修正してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="296"/>
        <source>Write the two files into a folder</source>
        <translation>2 つのファイルをフォルダーに書き出します</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="367"/>
        <source>Wrote %1 and %2.</source>
        <translation>%1 と %2 を書き出しました。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="381"/>
        <source>Save Files</source>
        <translation>ファイルを保存</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="394"/>
        <source>A pull request of this listing waits in the outbox.</source>
        <translation>この掲載のプルリクエストが送信トレイで待機しています。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="395"/>
        <source>Queue a pull request to %1 from your fork; Push sends it</source>
        <translation>あなたのフォークから %1 へのプルリクエストをキューに入れます。プッシュで送信します</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="403"/>
        <source>Pull request: %1 in the outbox.</source>
        <translation>プルリクエスト: 送信トレイで%1。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="405"/>
        <source>Pull request: %1</source>
        <translation>プルリクエスト: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="422"/>
        <source>The pull request of the listing is in the outbox; Push sends it.</source>
        <translation>掲載のプルリクエストを送信トレイに入れました。プッシュで送信します。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="430"/>
        <source>Queue a pull request to %1 that deletes these two files? Push forks the site&apos;s repository (or uses your fork), commits the deletion on a branch of its own and opens the pull request, once.</source>
        <translation>この 2 つのファイルを削除する %1 へのプルリクエストをキューに入れますか? プッシュ時にサイトのリポジトリをフォーク (または既存のフォークを使用) し、専用のブランチに削除をコミットして、プルリクエストを一度だけ作成します。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="434"/>
        <source>Queue a pull request to %1 with these two files? Push forks the site&apos;s repository (or uses your fork), commits the files on a branch of their own and opens the pull request, once.</source>
        <translation>この 2 つのファイルで %1 へのプルリクエストをキューに入れますか? プッシュ時にサイトのリポジトリをフォーク (または既存のフォークを使用) し、専用のブランチにファイルをコミットして、プルリクエストを一度だけ作成します。</translation>
    </message>
</context>
<context>
    <name>acp::ListingPullRequestStates</name>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="66"/>
        <source>merged</source>
        <translation>マージ済み</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="68"/>
        <source>closed</source>
        <translation>クローズ済み</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="69"/>
        <source>open</source>
        <translation>受付中</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="74"/>
        <source>listing removal: pull request #%1 on %2, %3</source>
        <translation>掲載の取り下げ: %2 のプルリクエスト #%1、%3</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="75"/>
        <source>pytorch.org listing: pull request #%1 on %2, %3</source>
        <translation>pytorch.org 掲載: %2 のプルリクエスト #%1、%3</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="133"/>
        <source>The state of pull request #%1 on %2 could not be read: %3</source>
        <translation>%2 のプルリクエスト #%1 の状態を読み込めませんでした: %3</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="136"/>
        <source>an unexpected answer</source>
        <translation>予期しない応答</translation>
    </message>
</context>
<context>
    <name>acp::ListingPullRequests</name>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="67"/>
        <source>The listing draft does not pass the site&apos;s rules: %1</source>
        <translation>掲載案がサイトの規則を満たしていません: %1</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="73"/>
        <source>#%1 is not retired: only a retired platform&apos;s listing is removed.</source>
        <translation>#%1 は撤退していません。掲載を取り下げるのは撤退したプラットフォームだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="86"/>
        <source>A listing pull request of #%1 is already in the outbox; send or cancel it first.</source>
        <translation>#%1 の掲載のプルリクエストはすでに送信トレイにあります。先に送信するか取り消してください。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="166"/>
        <source>The workspace has no outbox.</source>
        <translation>このワークスペースには送信トレイがありません。</translation>
    </message>
</context>
<context>
    <name>acp::ListingRules</name>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="52"/>
        <source>The platform id is empty: it names both files, in lower-case letters, digits and underscores.</source>
        <translation>プラットフォーム ID (platform id) が空です。両方のファイル名になるもので、小文字・数字・アンダースコアで書きます。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="57"/>
        <source>The platform id “%1” may hold only lower-case letters, digits and underscores.</source>
        <translation>プラットフォーム ID (platform id)「%1」に使えるのは小文字・数字・アンダースコアだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="70"/>
        <source>The entry is not valid JSON: %1 at character %2.</source>
        <translation>エントリー (entry) が正しい JSON ではありません: %2 文字目で %1。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="75"/>
        <source>The entry must be a JSON object.</source>
        <translation>エントリー (entry) は JSON オブジェクトでなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="87"/>
        <source>The key “documentation” is not accepted by the site: the documentation links belong in the install guide&apos;s Documentation section.</source>
        <translation>キー「documentation」はサイトで受け付けられません。ドキュメントへのリンクはインストールガイドの Documentation セクションに書きます。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="89"/>
        <source>The key “%1” is not accepted by the site: an entry has only name, support_channel, stable and preview.</source>
        <translation>キー「%1」はサイトで受け付けられません。エントリーのキーは name、support_channel、stable、preview だけです。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="97"/>
        <source>The entry has no “%1”, which is required.</source>
        <translation>エントリーに必須の「%1」がありません。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="99"/>
        <location filename="../src/core/listing/ListingRules.cpp" line="151"/>
        <source>“%1” must be a string.</source>
        <translation>「%1」は文字列でなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="101"/>
        <location filename="../src/core/listing/ListingRules.cpp" line="153"/>
        <source>“%1” is empty.</source>
        <translation>「%1」が空です。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="103"/>
        <source>“%1” must be one line of text.</source>
        <translation>「%1」は 1 行のテキストでなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="112"/>
        <source>“support_channel” is not a web address; the site shows it as a link (for example the project&apos;s issue tracker).</source>
        <translation>「support_channel」がウェブアドレスではありません。サイトではリンクとして表示されます (例: プロジェクトの issue トラッカー)。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="123"/>
        <source>The entry has no “stable” install commands, which are required.</source>
        <translation>エントリーに必須の「stable」インストールコマンドがありません。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="131"/>
        <source>“%1” must be an object of install commands by operating system (linux, windows).</source>
        <translation>「%1」は OS ごと (linux、windows) のインストールコマンドのオブジェクトでなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="140"/>
        <source>“%1” has no install command: give one for linux, windows or both.</source>
        <translation>「%1」にインストールコマンドがありません。linux、windows、またはその両方に指定してください。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="147"/>
        <source>“%1” is not accepted: install commands are given for linux and windows only.</source>
        <translation>「%1」は受け付けられません。インストールコマンドは linux と windows にだけ指定できます。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="155"/>
        <source>“%1” must be one command on one line.</source>
        <translation>「%1」は 1 行に 1 つのコマンドでなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="172"/>
        <source>The install guide is empty.</source>
        <translation>インストールガイド (guide) が空です。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="177"/>
        <source>The install guide has %1 lines; the site accepts at most %2.</source>
        <translation>インストールガイド (guide) が %1 行あります。サイトが受け付けるのは %2 行までです。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="209"/>
        <source>Line %1 of the install guide holds HTML, which the site renders as markup: write it as Markdown, or inside a code block.</source>
        <translation>インストールガイド (guide) の %1 行目に HTML があり、サイトではマークアップとして描画されます。Markdown で書くか、コードブロックに入れてください。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="221"/>
        <source>The install guide has no “%1” section.</source>
        <translation>インストールガイド (guide) に「%1」セクションがありません。</translation>
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
        <translation>デモワークスペース</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="80"/>
        <source>ACP Workbench</source>
        <translation>ACP Workbench</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="253"/>
        <source>&amp;Undo %1</source>
        <translation>元に戻す: %1(&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="254"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="255"/>
        <source>&amp;Redo %1</source>
        <translation>やり直す: %1(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="256"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="301"/>
        <source>Undone: %1</source>
        <translation>元に戻しました: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="312"/>
        <source>Redone: %1</source>
        <translation>やり直しました: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="349"/>
        <source>All states</source>
        <translation>すべての状態</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="494"/>
        <source>No applications</source>
        <translation>申請はありません</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="495"/>
        <source>No applications yet: sync to fetch them</source>
        <translation>申請はまだありません: 同期して取得してください</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/MainWindow.cpp" line="497"/>
        <source>%n application(s)</source>
        <translation>
            <numerusform>申請 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/MainWindow.cpp" line="499"/>
        <source>%1 of %n application(s) shown</source>
        <translation>
            <numerusform>申請 %n 件中 %1 件を表示</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="522"/>
        <source>Fictional applications bundled with the workbench. Nothing is sent to GitHub.</source>
        <translation>ワークベンチに同梱された架空の申請です。GitHub には何も送信されません。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="531"/>
        <source>Network status</source>
        <translation>ネットワークの状態</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="570"/>
        <source>Online</source>
        <translation>オンライン</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="571"/>
        <source>This computer is connected to the internet.</source>
        <translation>このコンピューターはインターネットに接続されています。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="574"/>
        <source>Offline</source>
        <translation>オフライン</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="575"/>
        <source>This computer is offline. Everything cached can still be read; sync when back online.</source>
        <translation>このコンピューターはオフラインです。キャッシュ済みの内容はすべて閲覧できます。オンラインに戻ったら同期してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="580"/>
        <source>Local network only</source>
        <translation>ローカルネットワークのみ</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="581"/>
        <source>This computer has a network but no internet connection.</source>
        <translation>このコンピューターはネットワークに接続されていますが、インターネットには接続されていません。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="584"/>
        <source>Network: unknown</source>
        <translation>ネットワーク: 不明</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="585"/>
        <source>The system does not report whether this computer is online.</source>
        <translation>このコンピューターがオンラインかどうか、システムから情報が得られません。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="589"/>
        <source>The demo workspace never uses the network.</source>
        <translation>デモワークスペースはネットワークを使用しません。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="764"/>
        <source>Roster version %1 saved.</source>
        <translation>名簿バージョン %1 を保存しました。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="781"/>
        <source>Demo workspace (offline)</source>
        <translation>デモワークスペース (オフライン)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="784"/>
        <source>ACP Workbench %1</source>
        <translation>ACP Workbench %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="787"/>
        <source>A review workbench for the PyTorch Foundation&apos;s Additional Compute Platforms admission process.</source>
        <translation>PyTorch Foundation の Additional Compute Platforms 採択プロセスのためのレビュー用ワークベンチです。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="791"/>
        <source>Workspace: %1</source>
        <translation>ワークスペース: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="792"/>
        <source>Database: %1</source>
        <translation>データベース: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="776"/>
        <source>Qt %1 (built with %2)</source>
        <translation>Qt %1 (ビルド時 %2)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="797"/>
        <source>About ACP Workbench</source>
        <translation>ACP Workbench について</translation>
    </message>
</context>
<context>
    <name>acp::MarkdownView</name>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="87"/>
        <source>Image not loaded: %1</source>
        <translation>画像を読み込んでいません: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="90"/>
        <source>[image]</source>
        <translation>[画像]</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="91"/>
        <source>[image: %1]</source>
        <translation>[画像: %1]</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="65"/>
        <source>Open Link</source>
        <translation>リンクを開く</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="68"/>
        <source>Open this address in your mail program?</source>
        <translation>このアドレスをメールプログラムで開きますか?</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="70"/>
        <source>Open this link in your web browser?</source>
        <translation>このリンクを Web ブラウザーで開きますか?</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="73"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="45"/>
        <source>Application text</source>
        <translation>申請本文</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="316"/>
        <source>This text is %1 characters long; only the first %2 are shown here. The full text is on GitHub.</source>
        <translation>このテキストは %1 文字あります。ここには最初の %2 文字だけを表示しています。全文は GitHub で確認できます。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="96"/>
        <source>Link not opened: %1 is not one e-mail address.</source>
        <translation>リンクを開きませんでした: %1 は単一のメールアドレスではありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="100"/>
        <source>Link not opened: &quot;%1&quot; is not a web address.</source>
        <translation>リンクを開きませんでした: &quot;%1&quot; は Web アドレスではありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="103"/>
        <source>Link not opened: %1 links are not allowed (%2).</source>
        <translation>リンクを開きませんでした: %1 リンクは許可されていません (%2)。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="112"/>
        <source>Link not opened.</source>
        <translation>リンクを開きませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="117"/>
        <source>Could not hand %1 to another application.</source>
        <translation>%1 を他のアプリケーションに渡せませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="123"/>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="127"/>
        <source>(the address only: the subject, body and other fields the link carried were left out)</source>
        <translation>(アドレスのみ: リンクに含まれていた件名、本文、その他のフィールドは除外しました)</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="189"/>
        <source>No description provided.</source>
        <translation>説明はありません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="207"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>コメント %n 件</numerusform>
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
        <translation>コメント: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="306"/>
        <source>No text.</source>
        <translation>テキストはありません。</translation>
    </message>
</context>
<context>
    <name>acp::OpenVotesPanel</name>
    <message>
        <location filename="../src/ui/voting/OpenVotesPanel.cpp" line="18"/>
        <source>Open votes</source>
        <translation>進行中の投票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/OpenVotesPanel.cpp" line="19"/>
        <source>No open votes.</source>
        <translation>進行中の投票はありません。</translation>
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
        <translation>「%1」はリポジトリ名ではありません。OWNER/NAME の形式で入力してください。</translation>
    </message>
</context>
<context>
    <name>acp::Outbox</name>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="77"/>
        <source>The action names no application.</source>
        <translation>アクションに申請が指定されていません。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="81"/>
        <source>The action has nothing to send: no comment and no label or state change.</source>
        <translation>このアクションには送信する内容がありません: コメントもラベルや状態の変更もありません。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="86"/>
        <source>Application #%1 is not in the cache; sync first.</source>
        <translation>申請 #%1 はキャッシュにありません。先に同期してください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="90"/>
        <source>This action is already in the outbox.</source>
        <translation>このアクションはすでに送信トレイにあります。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="104"/>
        <location filename="../src/core/outbox/Outbox.cpp" line="116"/>
        <source>The action could not be stored: %1</source>
        <translation>アクションを保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="155"/>
        <location filename="../src/core/outbox/Outbox.cpp" line="178"/>
        <location filename="../src/core/outbox/Outbox.cpp" line="201"/>
        <source>There is no action %1 in the outbox.</source>
        <translation>送信トレイにアクション %1 はありません。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="159"/>
        <source>Part of this action may already be on GitHub; it can no longer be edited, only cancelled.</source>
        <translation>このアクションの一部はすでに GitHub に反映されている可能性があるため、編集はできません。キャンセルのみ可能です。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="161"/>
        <source>Only a queued action can be edited; this one is %1.</source>
        <translation>編集できるのはキュー内のアクションだけです。このアクションは%1です。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="166"/>
        <source>Without its comment the action would send nothing; cancel it instead.</source>
        <translation>コメントを除くとこのアクションは何も送信しません。代わりにキャンセルしてください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/Outbox.cpp" line="170"/>
        <source>comment edited (%n character(s))</source>
        <translation>
            <numerusform>コメントを編集 (%n 文字)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="181"/>
        <source>A %1 action cannot be cancelled.</source>
        <translation>%1のアクションはキャンセルできません。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="185"/>
        <source>cancelled after these steps reached GitHub: %1</source>
        <translation>次のステップが GitHub に反映された後にキャンセル: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="204"/>
        <source>Only a failed or blocked action can be retried; this one is %1.</source>
        <translation>再試行できるのは失敗またはブロックされたアクションだけです。このアクションは%1です。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="214"/>
        <source>accepted GitHub&apos;s state: %1</source>
        <translation>GitHub の状態を受け入れ: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="228"/>
        <source>Application #%1 was deleted on GitHub after this action was queued; cancel it.</source>
        <translation>このアクションをキューに追加した後、申請 #%1 は GitHub で削除されました。キャンセルしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="239"/>
        <source>check the application, then retry to send it anyway, or cancel it.</source>
        <translation>申請を確認してから、それでも送信する場合は再試行し、そうでなければキャンセルしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="241"/>
        <source>Application #%1 was closed on GitHub%2 after this action was queued; %3</source>
        <translation>このアクションをキューに追加した後、申請 #%1 は GitHub で%2クローズされました。%3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="244"/>
        <source> as %1</source>
        <translation>%1として</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="249"/>
        <source>Application #%1 moved from “%2” to “%3” on GitHub after this action was queued; %4</source>
        <translation>このアクションをキューに追加した後、申請 #%1 は GitHub で「%2」から「%3」に移りました。%4</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="257"/>
        <source>Someone else already added the label “%1” to application #%2 after this action was queued; %3</source>
        <translation>このアクションをキューに追加した後、別のユーザーが申請 #%2 にラベル「%1」を追加しました。%3</translation>
    </message>
</context>
<context>
    <name>acp::OutboxAction</name>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="87"/>
        <source>Request info</source>
        <translation>情報を要求</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="89"/>
        <source>Start vote</source>
        <translation>投票を開始</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="91"/>
        <source>Record decision</source>
        <translation>決定を記録</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="93"/>
        <source>Back to review</source>
        <translation>レビューに戻す</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="95"/>
        <source>Deficiency notice</source>
        <translation>不備通知</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="97"/>
        <source>Retirement</source>
        <translation>掲載終了</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="99"/>
        <source>Periodic review complete</source>
        <translation>定期レビュー完了</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="101"/>
        <source>Publish review</source>
        <translation>レビューの公開</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="103"/>
        <source>Listing pull request</source>
        <translation>掲載のプルリクエスト</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="105"/>
        <source>Remind non-voters</source>
        <translation>未投票者へのリマインド</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="149"/>
        <source>Queued</source>
        <translation>キュー済み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="151"/>
        <source>Sending</source>
        <translation>送信中</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="153"/>
        <source>Sent</source>
        <translation>送信済み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="155"/>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="157"/>
        <source>Blocked</source>
        <translation>ブロック中</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="159"/>
        <source>Cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="484"/>
        <source>delete %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="484"/>
        <source>write %1</source>
        <translation>%1 を書き込み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="508"/>
        <source>close</source>
        <translation>クローズ</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="508"/>
        <source>close (%1)</source>
        <translation>クローズ (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="510"/>
        <source>reopen</source>
        <translation>再オープン</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="521"/>
        <source>Update review</source>
        <translation>レビューの更新</translation>
    </message>
</context>
<context>
    <name>acp::OutboxCommands</name>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="100"/>
        <source>--force belongs to “outbox cancel”.</source>
        <translation>--force は「outbox cancel」用です。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="137"/>
        <source>“review” publishes your checklist as your review: review publish NUMBER [--preview].</source>
        <translation>「review」はチェックリストを自分のレビューとして公開します: review publish 番号 [--preview]。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="148"/>
        <source>“decide” needs an issue number and approved or declined, for example: decide 12 approved.</source>
        <translation>「decide」には Issue 番号と approved または declined を指定してください (例: decide 12 approved)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="152"/>
        <source>“%1” needs one issue number, for example: %1 12.</source>
        <translation>「%1」には Issue 番号を 1 つ指定してください (例: %1 12)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="159"/>
        <source>“%1” is not a date; write it as YYYY-MM-DD.</source>
        <translation>「%1」は日付ではありません。YYYY-MM-DD の形式で入力してください。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="165"/>
        <source>The outcome is approved or declined, not “%1”.</source>
        <translation>結果は approved または declined です。「%1」は指定できません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="169"/>
        <source>The demo workspace is offline; nothing is queued for GitHub (use --preview to see the comment).</source>
        <translation>デモワークスペースはオフラインです。GitHub 向けには何もキューに追加しません (コメントを確認するには --preview を使用してください)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="200"/>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="214"/>
        <source>Preview (nothing queued): %1</source>
        <translation>プレビュー (キューには追加していません): %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="228"/>
        <source>Queued action %1: %2.</source>
        <translation>アクション %1 をキューに追加しました: %2。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="230"/>
        <source>Run “push” to send it to GitHub; “outbox” lists what waits.</source>
        <translation>GitHub に送信するには「push」を実行してください。待機中のものは「outbox」で一覧表示できます。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="261"/>
        <source>The outbox is empty.</source>
        <translation>送信トレイは空です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="283"/>
        <source>%n action(s) waiting to be sent.</source>
        <translation>
            <numerusform>%n 件のアクションが送信待ちです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="285"/>
        <source>%n ballot(s) waiting to be sent.</source>
        <translation>
            <numerusform>%n 件の票が送信待ちです。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="293"/>
        <source>Ballot on #%1: %2</source>
        <translation>#%1 への票: %2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="296"/>
        <source>Ballot on #%1: %2 as @%3</source>
        <translation>#%1 への票: %2 (@%3 として)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="306"/>
        <source>“outbox audit” takes no further arguments.</source>
        <translation>「outbox audit」はそれ以上の引数を取りません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="321"/>
        <source>“outbox” takes cancel ID, retry ID or audit, not “%1”.</source>
        <translation>「outbox」に指定できるのは cancel ID、retry ID、audit です。「%1」は指定できません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="332"/>
        <source>“outbox %1” needs an action id, for example: outbox %1 3.</source>
        <translation>「outbox %1」にはアクション ID を指定してください (例: outbox %1 3)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="354"/>
        <source>“outbox cancel” needs an action id, for example: outbox cancel 3.</source>
        <translation>「outbox cancel」にはアクション ID を指定してください (例: outbox cancel 3)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="368"/>
        <source>Run “outbox cancel %1 --force” to cancel it anyway.</source>
        <translation>それでもキャンセルするには「outbox cancel %1 --force」を実行してください。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="389"/>
        <source>“%1” is not a ballot id; ballots are listed as b1, b2, …</source>
        <translation>「%1」は票の ID ではありません。票は b1、b2、… のように一覧表示されます。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="402"/>
        <source>Cancelled: %1</source>
        <translation>キャンセルしました: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="410"/>
        <source>“due” takes no arguments.</source>
        <translation>「due」は引数を取りません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="425"/>
        <source>Nothing is due: no open votes, deficiency clocks or periodic reviews.</source>
        <translation>期限の迫っているものはありません: 進行中の投票、不備の期限、定期レビューはありません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="442"/>
        <source>“push” takes no arguments.</source>
        <translation>「push」は引数を取りません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="447"/>
        <source>The demo workspace is offline; nothing is pushed to GitHub.</source>
        <translation>デモワークスペースはオフラインです。GitHub には何も送信しません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="500"/>
        <source>Nothing to push: the outbox is empty.</source>
        <translation>送信するものはありません: 送信トレイは空です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="459"/>
        <source>Waiting %n second(s).</source>
        <translation>
            <numerusform>%n 秒待機しています。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="467"/>
        <source>Sent: %1</source>
        <translation>送信済み: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="489"/>
        <source>%n sent</source>
        <translation>
            <numerusform>送信済み %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="490"/>
        <source>%n blocked</source>
        <translation>
            <numerusform>ブロック %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="491"/>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="518"/>
        <source>%n failed</source>
        <translation>
            <numerusform>失敗 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="492"/>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="519"/>
        <source>%n left unsent.</source>
        <translation>
            <numerusform>未送信 %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="505"/>
        <source>A push is already running.</source>
        <translation>送信はすでに実行中です。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="524"/>
        <source>The push was cancelled; the next push resumes where it stopped.</source>
        <translation>送信はキャンセルされました。次回の送信は停止した位置から再開します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="530"/>
        <source>%n action(s) were left unsent; see “outbox”.</source>
        <translation>
            <numerusform>%n 件のアクションが未送信のままです。「outbox」を参照してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="542"/>
        <source>%n ballot(s) were left unsent; see “outbox”.</source>
        <translation>
            <numerusform>%n 件の票が未送信のままです。「outbox」を参照してください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="478"/>
        <source>Sent: ballot on #%1, %2 as @%3</source>
        <translation>送信済み: #%1 への票、%2 (@%3 として)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="517"/>
        <source>Ballots: %n sent</source>
        <translation>
            <numerusform>票: 送信済み %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="521"/>
        <source>Ballots: %n left unsent.</source>
        <translation>
            <numerusform>票: 未送信 %n 件。</numerusform>
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
        <translation>アクション</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="141"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="143"/>
        <source>Attempts</source>
        <translation>試行回数</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="145"/>
        <source>Last error</source>
        <translation>最後のエラー</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="147"/>
        <source>Created</source>
        <translation>作成日時</translation>
    </message>
</context>
<context>
    <name>acp::OutboxPanel</name>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="33"/>
        <source>Queued actions</source>
        <translation>キュー内のアクション</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="34"/>
        <source>Outbox</source>
        <translation>送信トレイ</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="35"/>
        <source>Actions waiting to be sent to GitHub, in order</source>
        <translation>送信順に並んだ、GitHub への送信待ちのアクション</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="49"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="50"/>
        <source>Edit the comment of a queued action before it is sent</source>
        <translation>送信前にキュー内のアクションのコメントを編集します</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="51"/>
        <source>&amp;Cancel Action</source>
        <translation>アクションをキャンセル(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="52"/>
        <source>Take the action out of the outbox; nothing more of it is sent</source>
        <translation>アクションを送信トレイから取り除きます。以降は何も送信されません</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="53"/>
        <source>&amp;Retry</source>
        <translation>再試行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="54"/>
        <source>Queue a failed or blocked action again for the next push</source>
        <translation>失敗またはブロックされたアクションを、次回の送信に向けて再びキューに追加します</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="55"/>
        <source>&amp;Push Now</source>
        <translation>今すぐ送信(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="56"/>
        <source>&amp;Audit Log…</source>
        <translation>監査ログ(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="57"/>
        <source>Every local action and push result, exportable as CSV</source>
        <translation>ローカルのすべてのアクションと送信結果 (CSV でエクスポート可能)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="81"/>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="193"/>
        <source>Edit Comment</source>
        <translation>コメントを編集</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="81"/>
        <source>Comment (Markdown):</source>
        <translation>コメント (Markdown):</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="88"/>
        <source>Cancel Action</source>
        <translation>アクションをキャンセル</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="91"/>
        <source>Cancel the action anyway?</source>
        <translation>それでもアクションをキャンセルしますか?</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="93"/>
        <source>Cancel &amp;Anyway</source>
        <translation>それでもキャンセル(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="94"/>
        <source>&amp;Keep It</source>
        <translation>キャンセルしない(&amp;K)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="238"/>
        <source>Looking on GitHub for the comment of “%1” before cancelling…</source>
        <translation>キャンセルの前に、GitHub で「%1」のコメントを探しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="243"/>
        <source>Looking on GitHub for the pull request of “%1” before cancelling…</source>
        <translation>取り消す前に「%1」のプルリクエストを GitHub で探しています…</translation>
    </message>
</context>
<context>
    <name>acp::OutboxPusher</name>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="202"/>
        <source>Another push of this workspace is running.</source>
        <translation>このワークスペースの別の送信が実行中です。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="207"/>
        <source>Another push of this workspace is running (in another window or process).</source>
        <translation>このワークスペースの別の送信が実行中です (別のウィンドウまたはプロセス)。</translation>
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
        <translation>送信はキャンセルされました。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="333"/>
        <source>resumed after an interrupted push</source>
        <translation>中断された送信の後に再開</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="340"/>
        <source>Checking application #%1 on GitHub…</source>
        <translation>GitHub で申請 #%1 を確認しています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="368"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1032"/>
        <source>Application #%1 was deleted on GitHub; cancel this action.</source>
        <translation>申請 #%1 は GitHub で削除されました。このアクションをキャンセルしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="369"/>
        <source>Application #%1 is not on GitHub any more (deleted or transferred), or the token cannot see it; check it, then retry or cancel.</source>
        <translation>申請 #%1 は GitHub 上にありません (削除または移動された)、あるいはトークンから参照できません。確認してから、再試行するかキャンセルしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="382"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="547"/>
        <source>Reading application #%1 failed: %2</source>
        <translation>申請 #%1 の読み取りに失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="393"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="553"/>
        <source>GitHub&apos;s answer for application #%1 could not be read.</source>
        <translation>申請 #%1 に関する GitHub の応答を読み取れませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="432"/>
        <source>Looking for the comment of an earlier attempt on #%1…</source>
        <translation>#%1 で以前の試行のコメントを探しています…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="502"/>
        <source>%1 Tried %n time(s); the next push tries again.</source>
        <translation>
            <numerusform>%1 %n 回試行しました。次回の送信で再試行します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="580"/>
        <source>posting the comment</source>
        <translation>コメントを投稿中</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="581"/>
        <source>Posting the comment on #%1…</source>
        <translation>#%1 にコメントを投稿しています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="596"/>
        <source>the comment is on its way to GitHub</source>
        <translation>コメントを GitHub に送信中</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="607"/>
        <source>The comment on #%1 was not sent: %2</source>
        <translation>#%1 へのコメントは送信されませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="623"/>
        <source>Posting the comment on #%1 may not have worked: %2</source>
        <translation>#%1 へのコメントの投稿が成功していない可能性があります: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="628"/>
        <source>GitHub refused the comment on #%1: %2 The token may lack write access to the repository&apos;s issues.</source>
        <translation>GitHub が #%1 へのコメントを拒否しました: %2 トークンにリポジトリの Issue への書き込み権限がない可能性があります。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="632"/>
        <source>GitHub did not take the comment on #%1: %2</source>
        <translation>GitHub は #%1 へのコメントを受け付けませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="541"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="753"/>
        <source>Application #%1 is not on GitHub any more; check it, then retry or cancel.</source>
        <translation>申請 #%1 は GitHub 上にありません。確認してから、再試行するかキャンセルしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="199"/>
        <source>A GitHub token is needed to push: set %1 (or sign in), then push again.</source>
        <translation>送信には GitHub のトークンが必要です。%1 を設定する (またはサインインする) と、再度送信してください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="670"/>
        <source>editing the review comment</source>
        <translation>レビューコメントを編集中</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="671"/>
        <source>Updating the review comment on #%1…</source>
        <translation>#%1 のレビューコメントを更新しています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="681"/>
        <source>The review comment on #%1 was not updated: %2</source>
        <translation>#%1 のレビューコメントは更新されませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="695"/>
        <source>GitHub refused the edit of the review comment on #%1: %2 The token may lack write access, or the comment is someone else&apos;s.</source>
        <translation>GitHub は #%1 のレビューコメントの編集を拒否しました: %2 トークンに書き込み権限がないか、コメントが他の人のものです。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="699"/>
        <source>GitHub did not take the edit of the review comment on #%1: %2</source>
        <translation>GitHub は #%1 のレビューコメントの編集を受け付けませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="706"/>
        <source>the earlier review comment is gone; posting a new one</source>
        <translation>以前のレビューコメントが消えたため、新しく投稿します</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="762"/>
        <source>Looking for the comment on #%1 failed: %2</source>
        <translation>#%1 のコメントの検索に失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="783"/>
        <source>found the comment of an earlier attempt: %1</source>
        <translation>以前の試行のコメントが見つかりました: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="793"/>
        <source>the comment of the earlier attempt is not listed on GitHub</source>
        <translation>以前の試行のコメントは GitHub の一覧にありません</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="800"/>
        <source>The comment on #%1 may already be on GitHub, but it is not listed yet; the next push looks for it again before posting it.</source>
        <translation>#%1 へのコメントはすでに GitHub にある可能性がありますが、まだ一覧に表示されていません。次回の送信では、投稿する前にもう一度探します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="815"/>
        <source>The comment on #%1 is not listed on GitHub; looking once more in %n second(s) before posting it again.</source>
        <translation>
            <numerusform>#%1 へのコメントは GitHub の一覧にありません。再度投稿する前に、%n 秒後にもう一度探します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="856"/>
        <source>already there</source>
        <translation>追加済み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="860"/>
        <source>Adding %1 to #%2…</source>
        <translation>#%2 に %1 を追加しています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="889"/>
        <source>Adding labels to #%1 failed: %2</source>
        <translation>#%1 へのラベルの追加に失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="893"/>
        <source>GitHub refused to add %1 to #%2: %3 Changing labels needs triage (or write) access to the repository.</source>
        <translation>GitHub が #%2 への %1 の追加を拒否しました: %3 ラベルの変更にはリポジトリへの triage (または write) 権限が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="898"/>
        <source>GitHub did not add %1 to #%2: %3</source>
        <translation>GitHub は #%2 に %1 を追加しませんでした: %3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="913"/>
        <source>already gone</source>
        <translation>削除済み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="916"/>
        <source>Removing %1 from #%2…</source>
        <translation>#%2 から %1 を削除しています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="944"/>
        <source>%1 was already gone</source>
        <translation>%1 はすでに削除されていました</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="947"/>
        <source>Removing %1 from #%2 failed: %3</source>
        <translation>#%2 からの %1 の削除に失敗しました: %3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="951"/>
        <source>GitHub refused to remove %1 from #%2: %3 Changing labels needs triage (or write) access to the repository.</source>
        <translation>GitHub が #%2 からの %1 の削除を拒否しました: %3 ラベルの変更にはリポジトリへの triage (または write) 権限が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="956"/>
        <source>GitHub did not remove %1 from #%2: %3</source>
        <translation>GitHub は #%2 から %1 を削除しませんでした: %3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="970"/>
        <source>already %1</source>
        <translation>すでに %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="975"/>
        <source>Closing #%1…</source>
        <translation>#%1 をクローズしています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="976"/>
        <source>Reopening #%1…</source>
        <translation>#%1 を再オープンしています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1000"/>
        <source>Changing the state of #%1 failed: %2</source>
        <translation>#%1 の状態の変更に失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1005"/>
        <source>GitHub refused to %1 #%2: %3 Closing an issue needs triage (or write) access to the repository.</source>
        <translation>GitHub が #%2 の%1を拒否しました: %3 Issue のクローズにはリポジトリへの triage (または write) 権限が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1007"/>
        <source>close</source>
        <translation>クローズ</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1007"/>
        <source>reopen</source>
        <translation>再オープン</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1010"/>
        <source>GitHub did not change the state of #%1: %2</source>
        <translation>GitHub は #%1 の状態を変更しませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1113"/>
        <source>Sent: %1</source>
        <translation>送信済み: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1131"/>
        <source>Blocked: %1 (%2)</source>
        <translation>ブロック: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1146"/>
        <source>Failed: %1 (%2)</source>
        <translation>失敗: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1163"/>
        <source>Not sent yet: %1 (%2)</source>
        <translation>未送信: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1197"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1203"/>
        <source>Waiting: %1 (behind an unresolved action on the same application)</source>
        <translation>待機中: %1 (同じ申請の未解決のアクションの後)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1205"/>
        <source>Not reached: %1</source>
        <translation>未処理: %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="90"/>
        <source>GitHub is still preparing the fork of %1.</source>
        <translation>GitHub は %1 のフォークをまだ準備中です。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="96"/>
        <source>%1: GitHub&apos;s answer did not arrive.</source>
        <translation>%1: GitHub からの応答が届きませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="99"/>
        <source>%1: GitHub refused (%2). The token needs the public_repo (or repo) scope to fork %3 and open pull requests.</source>
        <translation>%1: GitHub に拒否されました (%2)。%3 をフォークしてプルリクエストを作成するには、トークンに public_repo (または repo) スコープが必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="103"/>
        <source>%1: GitHub did not accept it: %2</source>
        <translation>%1: GitHub に受け付けられませんでした: %2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="141"/>
        <source>Looking for the pull request of an earlier attempt…</source>
        <translation>以前の試行で作成したプルリクエストを探しています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="150"/>
        <source>Reading your GitHub account…</source>
        <translation>GitHub アカウントを読み込んでいます…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="154"/>
        <source>Reading your GitHub account</source>
        <translation>GitHub アカウントの読み込み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="160"/>
        <source>GitHub&apos;s answer about your account could not be read.</source>
        <translation>アカウントに関する GitHub の応答を読み取れませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="179"/>
        <source>Looking for your fork of %1…</source>
        <translation>%1 のあなたのフォークを探しています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="199"/>
        <source>Looking for your fork of %1</source>
        <translation>%1 のあなたのフォークの検索</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="204"/>
        <source>Forking %1…</source>
        <translation>%1 をフォークしています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="212"/>
        <source>Forking %1</source>
        <translation>%1 のフォーク</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="226"/>
        <source>Reading %1…</source>
        <translation>%1 を読み込んでいます…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="231"/>
        <source>Reading %1</source>
        <translation>%1 の読み込み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="243"/>
        <source>Reading the branch %1 of %2</source>
        <translation>%2 のブランチ %1 の読み込み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="255"/>
        <source>Reading the commit %1 of %2</source>
        <translation>%2 のコミット %1 の読み込み</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="273"/>
        <source>Uploading %1…</source>
        <translation>%1 をアップロードしています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="281"/>
        <source>Uploading %1</source>
        <translation>%1 のアップロード</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="312"/>
        <source>Making the tree of the change…</source>
        <translation>変更のツリーを作成しています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="319"/>
        <source>Making the tree of the change</source>
        <translation>変更のツリーの作成</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="349"/>
        <source>Committing the change…</source>
        <translation>変更をコミットしています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="356"/>
        <source>Committing the change</source>
        <translation>変更のコミット</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="372"/>
        <source>Creating the branch %1 in %2</source>
        <translation>%2 へのブランチ %1 の作成</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="409"/>
        <source>The branch %1 in %2 holds another commit than this listing&apos;s; delete the branch on GitHub, then retry, or cancel.</source>
        <translation>%2 のブランチ %1 には、この掲載とは別のコミットがあります。GitHub でブランチを削除してから再試行するか、取り消してください。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="426"/>
        <source>Looking for the pull request</source>
        <translation>プルリクエストの検索</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="462"/>
        <source>Opening the pull request on %1…</source>
        <translation>%1 にプルリクエストを作成しています…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="479"/>
        <source>Opening the pull request on %1</source>
        <translation>%1 へのプルリクエストの作成</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="485"/>
        <source>%1: GitHub says it exists, but does not list it yet.</source>
        <translation>%1: GitHub では存在するとされていますが、まだ一覧に表示されません。</translation>
    </message>
</context>
<context>
    <name>acp::OutboxStore</name>
    <message>
        <location filename="../src/core/outbox/OutboxStore.cpp" line="242"/>
        <source>The action is %1 now; it was changed meanwhile.</source>
        <translation>このアクションは現在%1です。その間に変更されました。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxStore.cpp" line="245"/>
        <source>The action no longer exists.</source>
        <translation>このアクションは存在しなくなりました。</translation>
    </message>
</context>
<context>
    <name>acp::PageFetcher</name>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="85"/>
        <source>Only http and https addresses are fetched; this one was not.</source>
        <translation>取得するのは http と https のアドレスだけです。このアドレスは取得しませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="146"/>
        <source>%1 resolves to %2, %3: previews connect only to public internet addresses, never to this computer or the networks it is in.</source>
        <translation>%1 は %2 (%3) に解決されます。プレビューが接続するのは公開インターネット上のアドレスだけで、このコンピューターやこのコンピューターが属するネットワークには接続しません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="149"/>
        <source>%1 is %2: previews connect only to public internet addresses, never to this computer or the networks it is in.</source>
        <translation>%1 は %2 です。プレビューが接続するのは公開インターネット上のアドレスだけで、このコンピューターやこのコンピューターが属するネットワークには接続しません。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="153"/>
        <source>The page redirects to %1, which was not followed. %2</source>
        <translation>ページは %1 にリダイレクトしていますが、たどりませんでした。%2</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="246"/>
        <source>The server sent a redirect (HTTP %1) without a target.</source>
        <translation>サーバーがリダイレクト先のないリダイレクト (HTTP %1) を返しました。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="253"/>
        <source>The page redirects to %1, which is not an http or https address; it was not followed.</source>
        <translation>ページは %1 にリダイレクトしていますが、http や https のアドレスではないため、たどりませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="261"/>
        <source>The page redirects in a loop (back to %1).</source>
        <translation>ページのリダイレクトがループしています (%1 に戻ります)。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/PageFetcher.cpp" line="266"/>
        <source>The page redirects more than %n time(s).</source>
        <translation>
            <numerusform>ページのリダイレクトが %n 回を超えています。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="275"/>
        <source>The server answered that the page does not exist (HTTP %1).</source>
        <translation>サーバーからページが存在しないと応答がありました (HTTP %1)。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="282"/>
        <location filename="../src/core/preview/PageFetcher.cpp" line="389"/>
        <source>The server answered HTTP %1.</source>
        <translation>サーバーが HTTP %1 を返しました。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="283"/>
        <source>The server answered HTTP %1 (%2).</source>
        <translation>サーバーが HTTP %1 (%2) を返しました。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="301"/>
        <source>The page is %1 KiB, more than the %2 KiB a preview reads.</source>
        <translation>ページのサイズは %1 KiB で、プレビューで読み込む上限 %2 KiB を超えています。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="320"/>
        <location filename="../src/core/preview/PageFetcher.cpp" line="384"/>
        <source>The page is larger than the %1 KiB a preview reads.</source>
        <translation>ページのサイズがプレビューで読み込む上限 %1 KiB を超えています。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="349"/>
        <source>The secure connection failed: %1.</source>
        <translation>安全な接続に失敗しました: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="354"/>
        <source>The server did not answer in time.</source>
        <translation>サーバーが時間内に応答しませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="357"/>
        <source>The connection to %1 was refused.</source>
        <translation>%1 への接続が拒否されました。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="459"/>
        <source>Links for %1</source>
        <translation>%1 のリンク</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="134"/>
        <location filename="../src/core/preview/PageFetcher.cpp" line="360"/>
        <source>The host %1 was not found.</source>
        <translation>ホスト %1 が見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="363"/>
        <source>The server closed the connection before the page was complete.</source>
        <translation>ページの読み込みが完了する前にサーバーが接続を閉じました。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="367"/>
        <source>Only http and https addresses are fetched.</source>
        <translation>取得するのは http と https のアドレスだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="370"/>
        <source>The page could not be fetched: %1.</source>
        <translation>ページを取得できませんでした: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="376"/>
        <source>The connection broke off before the page was complete: %1.</source>
        <translation>ページの読み込みが完了する前に接続が切れました: %1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/PageFetcher.cpp" line="402"/>
        <source>The page did not load within %n second(s).</source>
        <translation>
            <numerusform>ページが %n 秒以内に読み込まれませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="403"/>
        <source>The page did not load within %1 ms.</source>
        <translation>ページが %1 ミリ秒以内に読み込まれませんでした。</translation>
    </message>
</context>
<context>
    <name>acp::PendingBallotsView</name>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="43"/>
        <source>Ballots waiting to be sent</source>
        <translation>送信待ちの票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Application</source>
        <translation>申請</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Ballot</source>
        <translation>票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Attempts</source>
        <translation>試行回数</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Last error</source>
        <translation>最後のエラー</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="54"/>
        <source>Cancel &amp;Ballot</source>
        <translation>票をキャンセル(&amp;B)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="56"/>
        <source>Cancel ballot</source>
        <translation>票をキャンセル</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="57"/>
        <source>Take the ballot out of the queue; your ballot on GitHub stays as it is</source>
        <translation>票をキューから取り除きます。GitHub 上のあなたの票はそのまま残ります</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="112"/>
        <source>%1 as @%2</source>
        <translation>%1 (@%2 として)</translation>
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
            <numerusform>%n 件の票が送信待ち</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::PushSession</name>
    <message>
        <location filename="../src/core/actions/PushSession.cpp" line="128"/>
        <source>No GitHub token is set (%1), so the ballots cannot be sent.</source>
        <translation>GitHub トークン (%1) が設定されていないため、票を送信できません。</translation>
    </message>
</context>
<context>
    <name>acp::RecentWorkspaces</name>
    <message>
        <location filename="../src/core/workspace/RecentWorkspaces.cpp" line="46"/>
        <source>%1 on %2</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>acp::RelatedApplications</name>
    <message numerus="yes">
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="79"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 日</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="82"/>
        <source>Possible duplicate of #%1: the same text from the same author, %2 earlier.</source>
        <translation>#%1 と重複している可能性があります。同じ作成者による同じ本文で、%2前に提出されています。</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="87"/>
        <source>Submitted again as #%1: the same text from the same author, %2 later.</source>
        <translation>#%1 として再度提出されています。同じ作成者による同じ本文で、%2後に提出されています。</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="92"/>
        <source>Resubmission of #%1, declined %2 earlier.</source>
        <translation>#%1 の再申請です（%2前に提出され、却下されました）。</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="98"/>
        <source>Resubmitted as #%1, %2 later.</source>
        <translation>#%1 として%2後に再申請されました。</translation>
    </message>
</context>
<context>
    <name>acp::ReportActions</name>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="30"/>
        <source>&amp;Export Report…</source>
        <translation>レポートをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="32"/>
        <source>Save the review report of the selected application as a PDF</source>
        <translation>選択した申請のレビューレポートを PDF として保存します</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="33"/>
        <source>Export &amp;Round Report…</source>
        <translation>ラウンドレポートをエクスポート(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="36"/>
        <source>Save one PDF with a cover page and the report of every application the list shows</source>
        <translation>表紙と、一覧に表示されているすべての申請のレポートを 1 つの PDF に保存します</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="38"/>
        <source>Print Pre&amp;view…</source>
        <translation>印刷プレビュー(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="40"/>
        <source>Preview the selected application&apos;s report as printed</source>
        <translation>選択した申請のレポートの印刷イメージをプレビューします</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="41"/>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="43"/>
        <source>Print the selected application&apos;s report</source>
        <translation>選択した申請のレポートを印刷します</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="103"/>
        <source>Preparing the round report…</source>
        <translation>ラウンドレポートを準備しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="103"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="105"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="177"/>
        <source>Export Round Report</source>
        <translation>ラウンドレポートをエクスポート</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="131"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="155"/>
        <source>Export Report</source>
        <translation>レポートをエクスポート</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="133"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF ドキュメント (*.pdf)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="144"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="189"/>
        <source>Select an application first.</source>
        <translation>先に申請を選択してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="158"/>
        <source>Report saved to %1</source>
        <translation>レポートを %1 に保存しました</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="166"/>
        <source>The list shows no applications to report on.</source>
        <translation>一覧にレポート対象の申請がありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="181"/>
        <source>Round report saved to %1</source>
        <translation>ラウンドレポートを %1 に保存しました</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="195"/>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="223"/>
        <source>Print Preview: %1</source>
        <translation>印刷プレビュー: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="238"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="243"/>
        <source>Print Report</source>
        <translation>レポートを印刷</translation>
    </message>
</context>
<context>
    <name>acp::ReportBuilder</name>
    <message>
        <location filename="../src/core/report/ReportBuilder.cpp" line="404"/>
        <source>%1 by %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportBuilder.cpp" line="436"/>
        <source>Review round of %1</source>
        <translation>%1 のレビューラウンド</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="56"/>
        <source>Approve</source>
        <translation>賛成</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="58"/>
        <source>Reject</source>
        <translation>反対</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="60"/>
        <source>Abstain</source>
        <translation>棄権</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="62"/>
        <source>Ambiguous (not counted)</source>
        <translation>不明確 (集計対象外)</translation>
    </message>
</context>
<context>
    <name>acp::ReportCommand</name>
    <message>
        <location filename="../src/ui/report/ReportCommand.cpp" line="33"/>
        <source>“report” needs one issue number or --all, for example: report 12 --output report.pdf.</source>
        <translation>「report」には Issue 番号を 1 つ、または --all を指定してください (例: report 12 --output report.pdf)。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportCommand.cpp" line="38"/>
        <source>“report” needs --output FILE.pdf.</source>
        <translation>「report」には --output FILE.pdf が必要です。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportCommand.cpp" line="48"/>
        <source>No applications are cached yet; run “sync” first.</source>
        <translation>キャッシュ済みの申請はまだありません。先に「sync」を実行してください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ReportCommand.cpp" line="70"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>%1 を書き出しました (%n ページ)。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ReportDocumentWriter</name>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="48"/>
        <source>form: %1</source>
        <translation>フォーム: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="51"/>
        <source>comment by %1, %2</source>
        <translation>%1 のコメント、%2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="73"/>
        <source>File: %1 (%2)</source>
        <translation>ファイル: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="113"/>
        <source>Image: %1</source>
        <translation>画像: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="424"/>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="432"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>acp::ReportRenderer</name>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="190"/>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="199"/>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="212"/>
        <source>ACP review round</source>
        <translation>ACP レビューラウンド</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="78"/>
        <source>ACP review report: #%1 %2</source>
        <translation>ACP レビューレポート: #%1 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ReportRenderer.cpp" line="86"/>
        <source>ACP review round: %1 (%n application(s))</source>
        <translation>
            <numerusform>ACP レビューラウンド: %1 (申請 %n 件)</numerusform>
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
        <translation>レポートはキャンセルされました。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="169"/>
        <source>ACP review report</source>
        <translation>ACP レビューレポート</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="171"/>
        <source>Laying out the report…</source>
        <translation>レポートをレイアウトしています…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="202"/>
        <source>Laying out the cover page…</source>
        <translation>表紙をレイアウトしています…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="214"/>
        <source>Laying out #%1…</source>
        <translation>#%1 をレイアウトしています…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="236"/>
        <source>The report could not be painted on the output device.</source>
        <translation>レポートを出力デバイスに描画できませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="249"/>
        <source>The output device refused a new page.</source>
        <translation>出力デバイスが新しいページを拒否しました。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="272"/>
        <source>Generated %1 with %2</source>
        <translation>%1 に %2 で生成</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="275"/>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="290"/>
        <source>Painting page %1 of %2…</source>
        <translation>%2 ページ中 %1 ページ目を描画しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="320"/>
        <source>The report could not be written to %1: %2</source>
        <translation>レポートを %1 に書き込めませんでした: %2</translation>
    </message>
</context>
<context>
    <name>acp::RequirementDefinitionController</name>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="36"/>
        <source>Requirement &amp;Definition…</source>
        <translation>要件定義(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="39"/>
        <source>Use your own requirement definition file, or the built-in one</source>
        <translation>独自の要件定義ファイル、または組み込みの定義を使用します</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="49"/>
        <source>Requirement definition problem</source>
        <translation>要件定義の問題</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="70"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="71"/>
        <source>Dismiss the requirement definition message</source>
        <translation>要件定義のメッセージを閉じる</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="96"/>
        <source>The label mapping cannot be used: %1 The label names of the preferences are in use.</source>
        <translation>ラベル対応表を使えません: %1 設定のラベル名を使っています。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="101"/>
        <source>The eligibility rule cannot be used: %1 Votes open under the built-in rule (as recorded on the roster).</source>
        <translation>投票資格のルールを使えません: %1 投票は組み込みのルール (名簿の記録どおり) で開かれます。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="121"/>
        <source>Choose another definition…</source>
        <translation>別の定義を選択…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="143"/>
        <source>Using the built-in requirement definition (version %1).</source>
        <translation>組み込みの要件定義 (バージョン %1) を使用しています。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="144"/>
        <source>Using the requirement definition %1 (version %2).</source>
        <translation>要件定義 %1 (バージョン %2) を使用しています。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="155"/>
        <source>Requirement Definition</source>
        <translation>要件定義</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="157"/>
        <source>The checklist uses the built-in requirement definition (version %1, %2).</source>
        <translation>チェックリストは組み込みの要件定義 (バージョン %1、%2) を使用しています。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="160"/>
        <source>The checklist uses the requirement definition %1 (version %2, %3).</source>
        <translation>チェックリストは要件定義 %1 (バージョン %2、%3) を使用しています。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="165"/>
        <source>Choose a JSON definition file of your own (the Working Group may amend its process), or go back to the built-in one. Statuses you set stay stored either way.</source>
        <translation>独自の JSON 定義ファイルを選択するか (ワーキンググループはプロセスを改訂することがあります)、組み込みの定義に戻してください。設定したステータスはどちらの場合も保存されたままです。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="168"/>
        <source>Choose File…</source>
        <translation>ファイルを選択…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="170"/>
        <source>Use the Built-in Definition</source>
        <translation>組み込みの定義を使用</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="181"/>
        <source>Choose a Requirement Definition</source>
        <translation>要件定義を選択</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="183"/>
        <source>Requirement definitions (*.json);;All files (*)</source>
        <translation>要件定義 (*.json);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>acp::RequirementNoteEditor</name>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="50"/>
        <source>saved %1</source>
        <translation>保存: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="69"/>
        <source>editing…</source>
        <translation>編集中…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="80"/>
        <source>saved</source>
        <translation>保存済み</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="82"/>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="111"/>
        <source>Nothing written yet.</source>
        <translation>まだ何も書かれていません。</translation>
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
        <translation>数値</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="45"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="506"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="590"/>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="47"/>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="49"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="207"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="255"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="300"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="524"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="538"/>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="53"/>
        <source>nothing</source>
        <translation>値なし</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="100"/>
        <source>The file is not valid JSON (%1).</source>
        <translation>ファイルが有効な JSON ではありません (%1)。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="107"/>
        <source>The field %1 appears twice.</source>
        <translation>フィールド %1 が 2 回出現しています。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="113"/>
        <source>The definition must be a JSON object with the fields format_version, version, date and requirements.</source>
        <translation>定義は、format_version、version、date、requirements の各フィールドを持つ JSON オブジェクトである必要があります。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="147"/>
        <source>%1 must be a whole number (this version reads format %2).</source>
        <translation>%1 は整数である必要があります (このバージョンが読み込めるのは形式 %2 です)。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="154"/>
        <source>%1 is %2: the file is written for a newer version of ACP Workbench, which reads format version %3.</source>
        <translation>%1 は %2 です: このファイルは新しいバージョンの ACP Workbench 向けに書かれています (形式バージョン %3 に対応)。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="173"/>
        <source>%1 must be a date written YYYY-MM-DD.</source>
        <translation>%1 は YYYY-MM-DD 形式の日付である必要があります。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="193"/>
        <source>a list of requirements</source>
        <translation>要件のリスト</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="198"/>
        <source>%1 must list at least one requirement.</source>
        <translation>%1 には少なくとも 1 つの要件が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="217"/>
        <source>%1: %2 is already the id of requirements[%3].</source>
        <translation>%1: %2 はすでに requirements[%3] の ID です。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="229"/>
        <source>%1: %2 is also a heading alias of requirement %3; a heading can answer only one requirement.</source>
        <translation>%1: %2 は要件 %3 の見出しの別名でもあります。1 つの見出しが回答できる要件は 1 つだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="248"/>
        <source>a list of form profiles</source>
        <translation>フォームプロファイルのリスト</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="264"/>
        <source>%1: %2 is already taken.</source>
        <translation>%1: %2 は既に使われています。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="286"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “wg-draft-2026”.</source>
        <translation>%1 は「wg-draft-2026」のように、小文字・数字・単一のハイフンで書いてください。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="293"/>
        <source>a non-empty list of sections</source>
        <translation>空でないセクションのリスト</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="325"/>
        <source>%1: the form already has the heading %2.</source>
        <translation>%1: フォームには既に見出し %2 があります。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="332"/>
        <source>%1 needs %2 (the requirements it answers), %3 (the fact it gives), or both.</source>
        <translation>%1 には %2（回答する要件）、%3（示す事実）、またはその両方が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="343"/>
        <source>%1: no requirement has the id %2.</source>
        <translation>%1: ID が %2 の要件はありません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="351"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “license”.</source>
        <translation>%1 は「license」のように、小文字・数字・単一のハイフンで書いてください。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="391"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “security-policy”.</source>
        <translation>%1 は「security-policy」のように、英小文字、数字、単一のハイフンだけで構成する必要があります。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="319"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="419"/>
        <source>%1 must contain letters or digits.</source>
        <translation>%1 には英字または数字が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="431"/>
        <source>%1: unknown check %2; the checks are: %3.</source>
        <translation>%1: 不明なチェック %2 です。使用できるチェック: %3。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="454"/>
        <source>%1: unknown status %2; the statuses are: %3.</source>
        <translation>%1: 不明なステータス %2 です。使用できるステータス: %3。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="487"/>
        <source>Unknown field %1; the fields here are: %2.</source>
        <translation>不明なフィールド %1 です。ここで使用できるフィールド: %2。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="493"/>
        <source>The field %1 is missing.</source>
        <translation>フィールド %1 がありません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="511"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="596"/>
        <source>%1 must not be empty.</source>
        <translation>%1 は空にできません。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="533"/>
        <source>%1: languages are named like “de” or “zh_CN”.</source>
        <translation>%1: 言語は「de」や「zh_CN」のような名前で指定します。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="570"/>
        <source>%1 must be an http or https address.</source>
        <translation>%1 は http または https のアドレスである必要があります。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="583"/>
        <source>a list of text</source>
        <translation>テキストのリスト</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="607"/>
        <source>%1 must be %2, not %3.</source>
        <translation>%1 は%2である必要があります (実際は%3)。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="608"/>
        <source>the file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="648"/>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1、%2 行 %3 列: %4</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="684"/>
        <source>The requirement definition could not be read: %1.</source>
        <translation>要件定義を読み取れませんでした: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="689"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="696"/>
        <source>The requirement definition is larger than %1 KiB; it cannot be a requirement list.</source>
        <translation>要件定義が %1 KiB を超えているため、要件リストとは見なせません。</translation>
    </message>
</context>
<context>
    <name>acp::RequirementSettings</name>
    <message>
        <location filename="../src/core/review/RequirementSettings.cpp" line="12"/>
        <source>The built-in requirement definition is in use, because the chosen file is not valid: %1</source>
        <translation>選択したファイルが有効ではないため、組み込みの要件定義を使用しています: %1</translation>
    </message>
</context>
<context>
    <name>acp::ReviewCommands</name>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="78"/>
        <source>“reviews” needs one issue number, for example: reviews 24.</source>
        <translation>「reviews」には Issue 番号が 1 つ必要です。例: reviews 24。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="125"/>
        <source>No review of #%1 has been published on its issue by a trusted author.</source>
        <translation>#%1 の Issue には信頼できる作成者によるレビューがまだ公開されていません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="131"/>
        <source>Requirement</source>
        <translation>要件</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="131"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="173"/>
        <source>@%1 published a review with the workbench (%2 UTC): %3</source>
        <translation>@%1 がワークベンチでレビューを公開しました (%2 UTC): %3</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="174"/>
        <source>@%1 wrote a review by hand (%2 UTC): %3</source>
        <translation>@%1 が手書きでレビューを書きました (%2 UTC): %3</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="179"/>
        <source>Not tied to a requirement: “%1” (%2)</source>
        <translation>要件に結び付いていません: 「%1」(%2)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="187"/>
        <source>Reviewers disagree on: %1.</source>
        <translation>レビュアーの意見が分かれている要件: %1。</translation>
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
        <translation>申請者が情報の要求に回答しました。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="75"/>
        <source>the vote reached quorum.</source>
        <translation>投票が定足数に達しました。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="79"/>
        <source>the vote closed.</source>
        <translation>投票が終了しました。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="85"/>
        <source>a deadline passed (%1).</source>
        <translation>期限を過ぎました（%1）。</translation>
    </message>
</context>
<context>
    <name>acp::ReviewState</name>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="47"/>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="49"/>
        <source>Needs info</source>
        <translation>情報待ち</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="51"/>
        <source>Voting</source>
        <translation>投票中</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="53"/>
        <source>Approved</source>
        <translation>承認</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="55"/>
        <source>Declined</source>
        <translation>却下</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="57"/>
        <source>Closed</source>
        <translation>クローズ</translation>
    </message>
</context>
<context>
    <name>acp::Roster</name>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="70"/>
        <source>The roster has no organizations; add at least one.</source>
        <translation>名簿に組織がありません。少なくとも 1 つ追加してください。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="79"/>
        <source>row %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="81"/>
        <source>Row %1: the organization has no name.</source>
        <translation>%1 行目: 組織に名前がありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="83"/>
        <source>“%1” is listed twice (rows %2 and %3).</source>
        <translation>「%1」が 2 回記載されています (%2 行目と %3 行目)。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="98"/>
        <source>%1: the representative is empty.</source>
        <translation>%1: 代表者が空です。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="105"/>
        <source>%1: “%2” is not a GitHub login.</source>
        <translation>%1: 「%2」は GitHub のログイン名ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="113"/>
        <source>@%1 is both the representative and the alternate of %2.</source>
        <translation>@%1 が %2 の代表者と代理の両方になっています。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="115"/>
        <source>@%1 is used twice: on %2 and on %3.</source>
        <translation>@%1 が 2 回使われています: %2 と %3。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="154"/>
        <source>eligible</source>
        <translation>投票資格あり</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="155"/>
        <source>suspended</source>
        <translation>停止中</translation>
    </message>
</context>
<context>
    <name>acp::RosterDialog</name>
    <message>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="16"/>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="44"/>
        <source>Edit Roster</source>
        <translation>名簿を編集</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="19"/>
        <source>Save the roster as a new version</source>
        <translation>名簿を新しいバージョンとして保存</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="44"/>
        <source>Drop the changes to the roster?</source>
        <translation>名簿への変更を破棄しますか?</translation>
    </message>
</context>
<context>
    <name>acp::RosterEditor</name>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="68"/>
        <source>Roster organizations</source>
        <translation>名簿の組織</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="73"/>
        <source>Organization</source>
        <translation>組織</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="73"/>
        <source>Representative</source>
        <translation>代表者</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="73"/>
        <source>Alternate</source>
        <translation>代理</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="74"/>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="190"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="74"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="74"/>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="185"/>
        <source>TAC seat</source>
        <translation>TAC 議席</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="75"/>
        <source>Last active</source>
        <translation>最終活動日</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="75"/>
        <source>Attended</source>
        <translation>出席</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="77"/>
        <source>The date of the organization&apos;s last activity, as YYYY-MM-DD</source>
        <translation>組織の最終活動日 (YYYY-MM-DD)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="79"/>
        <source>The meetings it attended, as YYYY-MM-DD dates separated by commas</source>
        <translation>出席した会議 (カンマ区切りの YYYY-MM-DD の日付)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="83"/>
        <source>Meetings</source>
        <translation>会議</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="84"/>
        <source>2026-09-10, 2026-10-08, 2026-11-12</source>
        <translation>2026-09-10, 2026-10-08, 2026-11-12</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="85"/>
        <source>The Working Group&apos;s meetings, as YYYY-MM-DD dates separated by commas; the attendance rule counts the last of them</source>
        <translation>ワーキンググループの会議 (カンマ区切りの YYYY-MM-DD の日付)。出席のルールはその直近の回を数えます</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="95"/>
        <source>&amp;Add Organization</source>
        <translation>組織を追加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="97"/>
        <source>Add organization</source>
        <translation>組織を追加</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="98"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="100"/>
        <source>Remove the selected organizations</source>
        <translation>選択した組織を削除</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="101"/>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="103"/>
        <source>Import a roster</source>
        <translation>名簿をインポート</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="104"/>
        <source>Read the organizations from a Markdown table (such as the Working Group&apos;s README) or a JSON file; save to keep them</source>
        <translation>Markdown の表 (ワーキンググループの README など) または JSON ファイルから組織を読み込みます。残すには保存してください</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="132"/>
        <source>&amp;Meetings:</source>
        <translation>会議(&amp;M):</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="140"/>
        <source>Import Roster</source>
        <translation>名簿をインポート</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="141"/>
        <source>Rosters (*.md *.markdown *.txt *.json);;All files (*)</source>
        <translation>名簿 (*.md *.markdown *.txt *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="288"/>
        <source>Row %1: “%2” is not a date; write dates as YYYY-MM-DD.</source>
        <translation>%1 行目: 「%2」は日付ではありません。日付は YYYY-MM-DD で書いてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="295"/>
        <source>The meeting list holds something that is not a date; write dates as YYYY-MM-DD, separated by commas.</source>
        <translation>会議の一覧に日付でないものがあります。日付は YYYY-MM-DD でカンマ区切りで書いてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="308"/>
        <source>The roster cannot be saved yet:</source>
        <translation>名簿はまだ保存できません:</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="323"/>
        <source>The roster could not be saved: %1</source>
        <translation>名簿を保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="330"/>
        <source>Saved as roster version %1. Votes opened earlier keep the roster they were opened with.</source>
        <translation>名簿バージョン %1 として保存しました。以前に開始した投票では、開始時の名簿がそのまま使われます。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="362"/>
        <source>%1 could not be imported: %2</source>
        <translation>%1 をインポートできませんでした: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/voting/RosterEditor.cpp" line="369"/>
        <source>Imported %n organization(s) from %1; check them and save to keep them.</source>
        <translation>
            <numerusform>%1 から %n 組織をインポートしました。内容を確認し、残すには保存してください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="403"/>
        <source>Roster problems</source>
        <translation>名簿の問題</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="111"/>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="403"/>
        <source>Roster message</source>
        <translation>名簿のメッセージ</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="70"/>
        <source>One row per voting organization: its name, the representative&apos;s and the alternate&apos;s GitHub logins, eligible or suspended, a note, whether it holds a TAC seat, the date of its last activity and the meetings it attended.</source>
        <translation>投票する組織ごとに 1 行: 名前、代表者と代理人の GitHub ログイン、資格ありか停止中か、メモ、TAC 議席の有無、最終活動日、出席した会議。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="413"/>
        <source>No roster is saved yet: add the voting organizations or import the Working Group&apos;s table.</source>
        <translation>保存された名簿はまだありません: 投票する組織を追加するか、ワーキンググループの表をインポートしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="419"/>
        <source>Roster version %1, saved %2 (%3). Saving makes a new version; votes already opened keep theirs.</source>
        <translation>名簿バージョン %1、%2 に保存 (%3)。保存すると新しいバージョンになります。開始済みの投票はそれぞれの名簿を使い続けます。</translation>
    </message>
</context>
<context>
    <name>acp::RosterParser</name>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="177"/>
        <source>The organization on %1 has no name.</source>
        <translation>%1 の組織に名前がありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="181"/>
        <source>The organization “%1” is listed twice (again on %2).</source>
        <translation>組織「%1」が 2 回記載されています (%2 にも記載)。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="188"/>
        <location filename="../src/core/voting/RosterParser.cpp" line="195"/>
        <source>“%1” on %2 is not a GitHub login; write @login, login or https://github.com/login.</source>
        <translation>%2 の「%1」は GitHub のログイン名ではありません。@login、login、https://github.com/login のいずれかの形式で記入してください。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="207"/>
        <source>Unknown status “%1” on %2; write eligible or suspended.</source>
        <translation>%2 のステータス「%1」は不明です。eligible または suspended と記入してください。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="219"/>
        <source>“%1” on %2 does not say whether the organization holds a TAC seat; write yes or no.</source>
        <translation>%2 の「%1」は組織が TAC 議席を持つかどうかを示していません。yes か no と書いてください。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="230"/>
        <source>“%1” on %2 is not a date; write dates as YYYY-MM-DD.</source>
        <translation>%2 の「%1」は日付ではありません。日付は YYYY-MM-DD で書いてください。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="241"/>
        <source>%1 has @%2 as both representative and alternate; the alternate is dropped.</source>
        <translation>%1 では @%2 が代表者と代理の両方になっています。代理は除外します。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="252"/>
        <source>@%1 is listed for both %2 and %3; one login can vote for one organization only.</source>
        <translation>@%1 が %2 と %3 の両方に記載されています。1 つのログインが投票できるのは 1 つの組織だけです。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="260"/>
        <source>%1 has no representative and no alternate: nobody can vote for it.</source>
        <translation>%1 には代表者も代理もいないため、誰も投票できません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="265"/>
        <source>%1 has no representative; only its alternate can vote.</source>
        <translation>%1 には代表者がいないため、代理のみ投票できます。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="297"/>
        <source>Organization</source>
        <translation>Organization (組織)</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="299"/>
        <source>Representative</source>
        <translation>Representative (代表者)</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="301"/>
        <source>Alternate</source>
        <translation>Alternate (代理)</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="303"/>
        <source>Status</source>
        <translation>Status (ステータス)</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="305"/>
        <source>Note</source>
        <translation>Note (メモ)</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="307"/>
        <source>TAC seat</source>
        <translation>TAC 議席</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="309"/>
        <source>Last active</source>
        <translation>最終活動日</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="311"/>
        <source>Attended</source>
        <translation>出席</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="407"/>
        <source>The roster table on line %1 has no %2 column (its columns are: %3); the roster needs an Organization and a Representative column.</source>
        <translation>%1 行目の名簿の表に %2 列がありません (表の列: %3)。名簿には Organization 列と Representative 列が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="410"/>
        <source> and no </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="426"/>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="450"/>
        <source>The roster table on line %1 lists no organizations.</source>
        <translation>%1 行目の名簿の表に組織が記載されていません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="466"/>
        <source>No Markdown table was found; the roster needs a table with an Organization and a Representative column.</source>
        <translation>Markdown の表が見つかりませんでした。名簿には Organization 列と Representative 列を持つ表が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="478"/>
        <source>The roster is not valid JSON: %1 at offset %2.</source>
        <translation>名簿が有効な JSON ではありません: オフセット %2 で %1。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="489"/>
        <source>The roster JSON needs an “organizations” array.</source>
        <translation>名簿の JSON には “organizations” 配列が必要です。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="498"/>
        <source>organization %1 of the JSON</source>
        <translation>JSON の %1 番目の組織</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="500"/>
        <source>The roster JSON&apos;s %1 is not an object.</source>
        <translation>名簿の %1 がオブジェクトではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="524"/>
        <source>The %1 of %2 is not a text.</source>
        <translation>%2 の %1 がテキストではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="530"/>
        <source>The tac_seat of %1 is not true or false.</source>
        <translation>%1 の tac_seat が true でも false でもありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="538"/>
        <source>The attended of %1 is not a list of dates.</source>
        <translation>%1 の attended が日付のリストではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="549"/>
        <source>The roster JSON&apos;s “meetings” is not a list of dates (YYYY-MM-DD).</source>
        <translation>名簿 JSON の「meetings」が日付 (YYYY-MM-DD) のリストではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="552"/>
        <source>The roster JSON lists no organizations.</source>
        <translation>名簿の JSON に組織が記載されていません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="573"/>
        <source>The roster file %1 could not be read: %2.</source>
        <translation>名簿ファイル %1 を読み取れませんでした: %2。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="579"/>
        <source>The roster file %1 is too large for a roster.</source>
        <translation>名簿ファイル %1 は名簿としては大きすぎます。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterFacts.cpp" line="90"/>
        <source>The meeting list on line %1 holds something that is not a date; write the dates as YYYY-MM-DD, separated by commas.</source>
        <translation>%1 行目の会議の一覧に日付でないものがあります。日付は YYYY-MM-DD でカンマ区切りで書いてください。</translation>
    </message>
</context>
<context>
    <name>acp::RoundCoverWriter</name>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="17"/>
        <source>ACP review round</source>
        <translation>ACP レビューラウンド</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="27"/>
        <source>%n application(s), prepared %1 from the offline cache.</source>
        <translation>
            <numerusform>申請 %n 件。作成: %1 (オフラインキャッシュから)。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="33"/>
        <source>by %1 on %2</source>
        <translation>%2、%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="38"/>
        <source>Applications by state</source>
        <translation>状態別の申請</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="49"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="58"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="59"/>
        <source>Platform</source>
        <translation>プラットフォーム</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="60"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="61"/>
        <source>Met</source>
        <translation>充足</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="62"/>
        <source>Gaps</source>
        <translation>不足</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="63"/>
        <source>Vote result</source>
        <translation>投票結果</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="99"/>
        <source>Met: requirements marked met, of all requirements. Gaps: requirements marked as a gap. Each application&apos;s report follows on its own pages.</source>
        <translation>充足: 全要件のうち充足とした要件の数。不足: 不足とした要件の数。各申請のレポートは、それぞれ別のページに続きます。</translation>
    </message>
</context>
<context>
    <name>acp::RuleFileField</name>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="38"/>
        <source>Choose File…</source>
        <translation>ファイルを選択…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="40"/>
        <source>Use Default</source>
        <translation>既定値を使う</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="44"/>
        <source>Rule files (*.json);;All files (*)</source>
        <translation>ルールファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="72"/>
        <source>None: the names above</source>
        <translation>なし: 上の名前</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="72"/>
        <source>Label Mapping File</source>
        <translation>ラベル対応表ファイル</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="76"/>
        <source>Label mapping file</source>
        <translation>ラベル対応表ファイル</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="83"/>
        <source>Built in: as recorded on the roster</source>
        <translation>組み込み: 名簿の記録どおり</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="83"/>
        <source>Eligibility Rule File</source>
        <translation>投票資格ルールのファイル</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="86"/>
        <source>Eligibility rule file</source>
        <translation>投票資格ルールのファイル</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="95"/>
        <source>Built-in (the requirements of the published admission process)</source>
        <translation>組み込み (公開されている採択プロセスの要件)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="96"/>
        <source>Requirement Definition File</source>
        <translation>要件定義ファイル</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="98"/>
        <source>Requirement definition file</source>
        <translation>要件定義ファイル</translation>
    </message>
</context>
<context>
    <name>acp::SetChecklistNoteCommand</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="97"/>
        <source>Edit the note on %1</source>
        <translation>%1 のメモを編集</translation>
    </message>
</context>
<context>
    <name>acp::SetChecklistStatusCommand</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="32"/>
        <source>Mark %1 as %2</source>
        <translation>%1 を%2にする</translation>
    </message>
</context>
<context>
    <name>acp::SetNotePrivateCommand</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="62"/>
        <source>Keep the note of %1 private</source>
        <translation>%1 のメモを非公開にする</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="63"/>
        <source>Publish the note of %1</source>
        <translation>%1 のメモを公開する</translation>
    </message>
</context>
<context>
    <name>acp::SettingsDialog</name>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="77"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="82"/>
        <source>Settings pages</source>
        <translation>設定ページ</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="83"/>
        <source>&amp;Workspace</source>
        <translation>ワークスペース(&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="84"/>
        <source>&amp;Labels</source>
        <translation>ラベル(&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="85"/>
        <source>&amp;Actions</source>
        <translation>アクション(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="86"/>
        <source>&amp;Review</source>
        <translation>レビュー(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="87"/>
        <source>&amp;Voting</source>
        <translation>投票(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="88"/>
        <source>&amp;Evidence</source>
        <translation>エビデンス(&amp;E)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="89"/>
        <source>La&amp;nguage</source>
        <translation>言語(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="98"/>
        <source>Settings problem</source>
        <translation>設定の問題</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="137"/>
        <source>No workspace is open</source>
        <translation>ワークスペースが開かれていません</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="142"/>
        <source>Demo workspace (offline)</source>
        <translation>デモワークスペース (オフライン)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="143"/>
        <source>none: nothing is sent anywhere</source>
        <translation>なし: どこにも何も送信されません</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="149"/>
        <source>&amp;Open Workspace…</source>
        <translation>ワークスペースを開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="151"/>
        <source>Open another repository, on GitHub or a GitHub Enterprise host</source>
        <translation>GitHub または GitHub Enterprise ホスト上の別のリポジトリを開きます</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="156"/>
        <source>Repository:</source>
        <translation>リポジトリ:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="157"/>
        <source>Host:</source>
        <translation>ホスト:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="158"/>
        <source>Database:</source>
        <translation>データベース:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="164"/>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="165"/>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="240"/>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="168"/>
        <source>Data Folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="172"/>
        <source>Use &amp;Default</source>
        <translation>既定値を使用(&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="175"/>
        <source>&amp;Data folder:</source>
        <translation>データフォルダー(&amp;D):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="176"/>
        <source>New workspaces keep their database and dropped evidence files in this folder; the command line looks there too. Workspaces opened before stay where they are.</source>
        <translation>新しいワークスペースは、データベースとドロップしたエビデンスファイルをこのフォルダーに保存します。コマンドラインもここを参照します。以前に開いたワークスペースは元の場所のままです。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="181"/>
        <source>&amp;Notify me when a sync brings news while the window is in the background</source>
        <translation>ウィンドウが背後にあるとき、同期で新しい動きがあれば通知する(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="184"/>
        <source>An applicant answered a request, a vote reached quorum or closed, a deadline passed</source>
        <translation>申請者の回答、投票の定足数到達または終了、期限の経過</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="194"/>
        <source>The GitHub labels that mark each review state, separated by commas: the first is the one the workbench sets, every one is recognised. Names compare without regard to case, as GitHub&apos;s do; an empty field means the default name.</source>
        <translation>各レビュー状態を示す GitHub のラベルをカンマ区切りで指定します。最初のラベルをワークベンチが設定し、どのラベルも認識されます。GitHub と同様に、名前は大文字と小文字を区別せずに比較されます。空欄の場合は既定の名前を使います。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="206"/>
        <source>Label for %1</source>
        <translation>%1 のラベル</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="208"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="214"/>
        <source>Deficiency label</source>
        <translation>不備通知のラベル</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="215"/>
        <source>De&amp;ficiency notice:</source>
        <translation>不備通知(&amp;F):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="219"/>
        <source>Retired label</source>
        <translation>掲載終了のラベル</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="220"/>
        <source>Re&amp;tired:</source>
        <translation>掲載終了(&amp;T):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="222"/>
        <source>Mapping file:</source>
        <translation>対応表ファイル:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="223"/>
        <source>A label mapping file (JSON, versioned; see the README) that the Working Group hands round replaces the state names above.</source>
        <translation>ワーキンググループが配布するラベル対応表ファイル (JSON、バージョン付き。README 参照) は上の状態名に代わります。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="237"/>
        <source>Built-in templates only</source>
        <translation>組み込みのテンプレートのみ</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="239"/>
        <source>Comment template folder</source>
        <translation>コメントテンプレートのフォルダー</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="244"/>
        <source>Comment Template Folder</source>
        <translation>コメントテンプレートのフォルダー</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="248"/>
        <source>Comment &amp;templates:</source>
        <translation>コメントテンプレート(&amp;T):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="249"/>
        <source>A template NAME.md in this folder replaces the built-in one of the same name.</source>
        <translation>このフォルダー内のテンプレート NAME.md は、同じ名前の組み込みテンプレートの代わりに使われます。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="255"/>
        <source>Strict: approvals must exceed half of the participants</source>
        <translation>厳格な過半数: 賛成が参加者の半数を超えること</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="257"/>
        <source>Votes cast: approvals must outnumber rejections</source>
        <translation>単純過半数 (投票数基準): 賛成が反対を上回ること</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="261"/>
        <source>&amp;Counting rule:</source>
        <translation>集計ルール(&amp;C):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="266"/>
        <source> months</source>
        <translation> か月</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="267"/>
        <source>Periodic review &amp;every:</source>
        <translation>定期レビューの間隔(&amp;E):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="272"/>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="279"/>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="284"/>
        <source> days</source>
        <translation> 日</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="273"/>
        <source>De&amp;ficiency period:</source>
        <translation>不備対応期間(&amp;F):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="280"/>
        <source>Minimum days a vote stays open</source>
        <translation>投票を開いておく最短日数</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="285"/>
        <source>Days until a vote closes</source>
        <translation>投票の締め切りまでの日数</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="289"/>
        <source>at least</source>
        <translation>最短</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="291"/>
        <source>closing after</source>
        <translation>締め切りまで</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="294"/>
        <source>&amp;Votes stay open:</source>
        <translation>投票の期間(&amp;V):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="297"/>
        <source>A vote may close before its deadline only once its result can no longer change, and not before the minimum.</source>
        <translation>投票を締め切り前に終えられるのは、結果がもう変わらなくなってからで、最短期間より前には終えられません。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="309"/>
        <source>Requirement definition:</source>
        <translation>要件定義:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="310"/>
        <source>The admission requirements the checklist follows. The working group amends its process; a definition file lets the workbench follow without a new release.</source>
        <translation>チェックリストが従う採択要件です。ワーキンググループはプロセスを改訂することがあります。定義ファイルを使えば、新しいリリースを待たずにワークベンチを追従させられます。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="317"/>
        <source>Tell by its headings</source>
        <translation>見出しから判別</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="322"/>
        <source>None: match headings by their names</source>
        <translation>なし: 見出しを名前で対応付ける</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="323"/>
        <source>Application &amp;form:</source>
        <translation>申請フォーム(&amp;F):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="324"/>
        <source>An application written from a form the definition knows (such as the Working Group&apos;s own) is read by that form&apos;s headings: one heading may answer several requirements, and a requirement the form has no field for says so.</source>
        <translation>定義が知っているフォーム（ワーキンググループのものなど）で書かれた申請は、そのフォームの見出しで読み取ります。1 つの見出しが複数の要件に答えることがあり、フォームに欄がない要件はその旨を表示します。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="337"/>
        <source>The counting rule, as the vote comment and the report print it (change it on the Actions page):</source>
        <translation>投票コメントとレポートに記載される集計ルール (変更は「アクション」ページで行います):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="351"/>
        <source>Edit &amp;Roster…</source>
        <translation>名簿を編集(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="353"/>
        <source>The voting organizations, their representatives and alternates</source>
        <translation>投票する組織とその代表者、代理</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="364"/>
        <source>Repository owners, members and collaborators</source>
        <translation>リポジトリのオーナー、メンバー、コラボレーター</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="366"/>
        <source>Co-chair logins</source>
        <translation>共同議長のログイン名</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="367"/>
        <source>C&amp;o-chairs:</source>
        <translation>共同議長(&amp;O):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="369"/>
        <source>Eligibility rule:</source>
        <translation>投票資格のルール:</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="371"/>
        <source>Which organizations may vote when a vote opens: a TAC seat and recent activity, or attendance of recent meetings (a versioned JSON file; see the README). Each vote keeps the rule it opened under, and its comment states it.</source>
        <translation>投票が開かれるときにどの組織が投票できるか: TAC 議席と最近の活動、または最近の会議への出席 (バージョン付きの JSON ファイル。README 参照)。各投票は開かれたときのルールを保持し、そのコメントに記載します。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="376"/>
        <source>GitHub logins, separated by commas. Only their comments open, count and decide votes; when empty, comments by the repository&apos;s owners, members and collaborators do. The applicant&apos;s never do.</source>
        <translation>GitHub のログイン名 (カンマ区切り)。投票の開始・集計・決定に有効なのは、これらのユーザーのコメントだけです。空欄の場合は、リポジトリのオーナー、メンバー、コラボレーターのコメントが有効です。申請者のコメントが有効になることはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="382"/>
        <source>Every ballot I cast needs a &amp;reason</source>
        <translation>自分の投票にはすべて理由を必須にする(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="385"/>
        <source>A reason is posted as your comment beside the ballot; the vote panel, the decision comment and the report show it next to your ballot.</source>
        <translation>理由はあなたのコメントとして投票の横に投稿されます。投票パネル、決定コメント、レポートではあなたの投票の横に表示されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="398"/>
        <source>Evidence links show a preview card: the page&apos;s title and description, or a repository&apos;s CI runs and releases. Previews are kept in the workspace and shown offline.</source>
        <translation>エビデンスのリンクにはプレビューカードが表示されます: ページのタイトルと説明、またはリポジトリの CI 実行とリリースです。プレビューはワークスペースに保存され、オフラインでも表示されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="409"/>
        <source>&amp;Always fetch previews in the background</source>
        <translation>常にバックグラウンドでプレビューを取得(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="412"/>
        <source>As&amp;k: fetch a preview when I press its Fetch button</source>
        <translation>確認: 「取得」ボタンを押したときにプレビューを取得(&amp;K)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="414"/>
        <source>&amp;Never fetch: show only what is already cached</source>
        <translation>取得しない: キャッシュ済みの内容のみ表示(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="433"/>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="437"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="438"/>
        <source>A new language takes effect after a restart.</source>
        <translation>新しい言語は再起動後に有効になります。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="507"/>
        <source>“%1” and “%2” cannot share the label “%3”.</source>
        <translation>「%1」と「%2」に同じラベル「%3」は使用できません。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="521"/>
        <source>“%1” is not a GitHub login.</source>
        <translation>「%1」は GitHub のログイン名ではありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="525"/>
        <source>The data folder must be a full path, such as %1.</source>
        <translation>データフォルダーは %1 のような完全なパスで指定する必要があります。</translation>
    </message>
</context>
<context>
    <name>acp::ShortcutsDialog</name>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="78"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="85"/>
        <source>Search actions and keys</source>
        <translation>操作とキーを検索</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="87"/>
        <source>Search shortcuts</source>
        <translation>ショートカットを検索</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="88"/>
        <source>&amp;Search:</source>
        <translation>検索(&amp;S):</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="97"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="99"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="99"/>
        <source>Shortcut</source>
        <translation>ショートカット</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="99"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="120"/>
        <source>Menu %1</source>
        <translation>%1 メニュー</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="125"/>
        <source>Shortcut %1</source>
        <translation>ショートカット %1</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="185"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
</context>
<context>
    <name>acp::SignInDialog</name>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="27"/>
        <source>Sign In to %1</source>
        <translation>%1 にサインイン</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="29"/>
        <source>Sign in to %1 with your GitHub account. GitHub shows a page where you enter a one-time code; the workbench never sees your password.</source>
        <translation>GitHub アカウントで %1 にサインインします。GitHub のページでワンタイムコードを入力します。ワークベンチがパスワードを見ることはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="32"/>
        <source>&amp;Get Code</source>
        <translation>コードを取得(&amp;G)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="49"/>
        <source>Press “Get Code” to begin.</source>
        <translation>「コードを取得」を押して開始してください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/account/SignInDialog.cpp" line="118"/>
        <source>Enter this code at %1 within %n minute(s). The workbench waits for GitHub to confirm.</source>
        <translation>
            <numerusform>%n 分以内に %1 でこのコードを入力してください。ワークベンチは GitHub の確認を待機します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="126"/>
        <source>Waiting for you to enter the code on GitHub (GitHub asked to check less often).</source>
        <translation>GitHub でコードが入力されるのを待っています (GitHub から確認間隔を延ばすよう求められました)。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="133"/>
        <source>Signed in. Saving…</source>
        <translation>サインインしました。保存しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="141"/>
        <source>&amp;Try Again</source>
        <translation>再試行(&amp;T)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="147"/>
        <source>Asking %1 for a code…</source>
        <translation>%1 にコードを要求しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="162"/>
        <source>The web browser could not be started: open %1 yourself and enter the code.</source>
        <translation>Web ブラウザーを起動できませんでした。%1 を自分で開いてコードを入力してください。</translation>
    </message>
</context>
<context>
    <name>acp::SignedInUser</name>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="106"/>
        <source>No GitHub token is set (%1), so there is no signed-in user.</source>
        <translation>GitHub のトークンが設定されていない (%1) ため、サインイン中のユーザーはいません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="133"/>
        <source>GitHub did not say which user the token belongs to.</source>
        <translation>GitHub はトークンがどのユーザーのものかを返しませんでした。</translation>
    </message>
</context>
<context>
    <name>acp::SourceView</name>
    <message>
        <location filename="../src/ui/widgets/SourceView.cpp" line="57"/>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
</context>
<context>
    <name>acp::SqliteStatement</name>
    <message>
        <location filename="../src/core/store/SqliteStatement.cpp" line="43"/>
        <source>the workspace database is not open</source>
        <translation>ワークスペースのデータベースが開かれていません</translation>
    </message>
</context>
<context>
    <name>acp::StageTimeline</name>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="33"/>
        <source>Pre-review</source>
        <translation>事前レビュー</translation>
    </message>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="35"/>
        <source>Needs info</source>
        <translation>情報待ち</translation>
    </message>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="37"/>
        <source>Voting</source>
        <translation>投票中</translation>
    </message>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="39"/>
        <source>Decided</source>
        <translation>決定済み</translation>
    </message>
</context>
<context>
    <name>acp::SyncController</name>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="39"/>
        <location filename="../src/ui/window/SyncController.cpp" line="148"/>
        <source>The demo workspace is offline: nothing is sent to GitHub</source>
        <translation>デモワークスペースはオフラインです: GitHub には何も送信されません</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="40"/>
        <source>This workspace cannot sync</source>
        <translation>このワークスペースは同期できません</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="77"/>
        <source>Sync status</source>
        <translation>同期の状態</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="86"/>
        <source>Sync in progress</source>
        <translation>同期中</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="91"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="93"/>
        <source>Cancel the sync</source>
        <translation>同期をキャンセル</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="102"/>
        <source>Last sync</source>
        <translation>最終同期</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="107"/>
        <source>GitHub API rate limit</source>
        <translation>GitHub API のレート制限</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="157"/>
        <source>Syncing %1…</source>
        <translation>%1 を同期しています…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="165"/>
        <source>Cancelling…</source>
        <translation>キャンセルしています…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="193"/>
        <source>Syncing: %n application(s) updated so far</source>
        <translation>
            <numerusform>同期中: これまでに申請 %n 件を更新</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="217"/>
        <source>Continuing in %n second(s).</source>
        <translation>
            <numerusform>%n 秒後に再開します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="222"/>
        <source>Continuing…</source>
        <translation>再開しています…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="240"/>
        <source>Sync finished: %n application(s) and %1 updated.</source>
        <translation>
            <numerusform>同期が完了しました: 申請 %n 件と%1を更新しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="243"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>コメント %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="247"/>
        <source>%n application(s) deleted, hidden or moved on GitHub left the list.</source>
        <translation>
            <numerusform>GitHub で削除、非表示、または移動された %n 件の申請を一覧から外しました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="255"/>
        <source>Sync cancelled. What was fetched so far is kept.</source>
        <translation>同期をキャンセルしました。それまでに取得した内容は保持されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="269"/>
        <source>The sync did not complete.</source>
        <translation>同期が完了しませんでした。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="276"/>
        <source>You appear to be offline: %1 could not be reached. Everything synced can still be read and reviewed, and queued actions wait in the Outbox until the next sync.</source>
        <translation>オフラインのようです。%1 に接続できませんでした。同期済みの内容はそのまま閲覧・レビューでき、キューに追加したアクションは次の同期まで送信トレイで待機します。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="284"/>
        <source>Sync failed: %1</source>
        <translation>同期に失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="287"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="296"/>
        <source>Offline: working from the cache.</source>
        <translation>オフライン: キャッシュで作業中</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="297"/>
        <source>Sync failed: see the message above.</source>
        <translation>同期に失敗しました: 上のメッセージを参照してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="313"/>
        <source>Last synced %1</source>
        <translation>最終同期: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="314"/>
        <source>Never synced</source>
        <translation>未同期</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="317"/>
        <source>Last successful sync: %1</source>
        <translation>最後に成功した同期: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="321"/>
        <source>Last attempt failed %1: %2</source>
        <translation>前回の試行は失敗しました (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="336"/>
        <source>GitHub API requests left: %1 of %2</source>
        <translation>GitHub API の残りリクエスト数: %1 / %2</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="340"/>
        <source>The limit resets %1.</source>
        <translation>制限は %1 にリセットされます。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="346"/>
        <source>Known after the first request to GitHub.</source>
        <translation>GitHub への最初のリクエスト後にわかります。</translation>
    </message>
</context>
<context>
    <name>acp::SyncEngine</name>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="189"/>
        <source>The connection to GitHub was closed during the sync.</source>
        <translation>同期中に GitHub との接続が閉じられました。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="260"/>
        <source>The workbench could not write to its database: %1.</source>
        <translation>ワークベンチがデータベースに書き込めませんでした: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="261"/>
        <source>unknown error</source>
        <translation>不明なエラー</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="266"/>
        <source>GitHub sent a response the workbench could not read (%1 in the answer to %2).</source>
        <translation>GitHub から読み取れない応答が返されました (%2 への応答で %1)。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="285"/>
        <source>a list was expected</source>
        <translation>リストが必要です</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="318"/>
        <source>an object was expected</source>
        <translation>オブジェクトが必要です</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="329"/>
        <source>The repository %1 was not found, or your token cannot see it.</source>
        <translation>リポジトリ %1 が見つからないか、トークンから参照できません。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="336"/>
        <source>GitHub answered HTTP %1.</source>
        <translation>GitHub が HTTP %1 を返しました。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="346"/>
        <source>Checking the repository %1</source>
        <translation>リポジトリ %1 を確認しています</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="373"/>
        <source>no repository name</source>
        <translation>リポジトリ名がありません</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="510"/>
        <source>Fetching issues: page %1, %n updated</source>
        <translation>
            <numerusform>Issue を取得しています: %1 ページ目、%n 件更新</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="513"/>
        <source>Fetching comments: page %1, %n updated</source>
        <translation>
            <numerusform>コメントを取得しています: %1 ページ目、%n 件更新</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="529"/>
        <source>Issues are disabled for the repository %1.</source>
        <translation>リポジトリ %1 では Issue が無効になっています。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1143"/>
        <source>Fetching reactions: %1 of %2</source>
        <translation>リアクションを取得しています: %1 / %2</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1366"/>
        <source>Refreshing issue #%1</source>
        <translation>Issue #%1 を更新しています</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1378"/>
        <source>Issue #%1 was not found in %2, or your token cannot see it.</source>
        <translation>Issue #%1 が %2 に見つからないか、トークンから参照できません。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1394"/>
        <source>Issue #%1 has moved out of %2.</source>
        <translation>Issue #%1 は %2 から移動しました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1484"/>
        <source>Refreshing issue #%1: %n comment(s) updated</source>
        <translation>
            <numerusform>Issue #%1 を更新しています: コメント %n 件を更新</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1541"/>
        <source>GitHub&apos;s answer for comment %1 of issue #%2 does not match it.</source>
        <translation>Issue #%2 のコメント %1 に対する GitHub の応答が一致しません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1601"/>
        <source>Sync finished: %n issue(s) and %1 updated</source>
        <translation>
            <numerusform>同期が完了しました: Issue %n 件と%1を更新</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1603"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>コメント %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1671"/>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1699"/>
        <source>The workspace database is not open.</source>
        <translation>ワークスペースのデータベースが開かれていません。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1678"/>
        <source>“%1” is not a repository name of the form owner/name.</source>
        <translation>「%1」は owner/name 形式のリポジトリ名ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1703"/>
        <source>%1 is not an issue number.</source>
        <translation>%1 は Issue 番号ではありません。</translation>
    </message>
</context>
<context>
    <name>acp::SyncNewsNotifier</name>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncNewsNotifier.cpp" line="44"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>…ほか %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncNewsNotifier.cpp" line="47"/>
        <source>Demo workspace</source>
        <translation>デモワークスペース</translation>
    </message>
</context>
<context>
    <name>acp::TeamReviewView</name>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="21"/>
        <source>Team reviews</source>
        <translation>チームのレビュー</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="23"/>
        <source>Reviews the co-chairs and members published on the issue, by hand or with the workbench; the applicant&apos;s and outsiders&apos; never count.</source>
        <translation>共同議長とメンバーが Issue に公開したレビュー (手書きまたはワークベンチ)。申請者や外部の人のものは数えません。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="33"/>
        <source>≠ The reviews differ on this requirement.</source>
        <translation>≠ この要件ではレビューが分かれています。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="64"/>
        <source>@%1: %2 (%3, with the workbench)</source>
        <translation>@%1: %2 (%3、ワークベンチで)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="67"/>
        <source>@%1: %2 (%3, by hand)</source>
        <translation>@%1: %2 (%3、手書き)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="84"/>
        <source>Adopt</source>
        <translation>採用</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="86"/>
        <source>Adopt @%1&apos;s status and note</source>
        <translation>@%1 のステータスとメモを採用</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="87"/>
        <source>Take this status and note into your checklist (Ctrl+Z undoes it)</source>
        <translation>このステータスとメモを自分のチェックリストに取り込みます (Ctrl+Z で元に戻せます)</translation>
    </message>
</context>
<context>
    <name>acp::TeamReviewsReportSection</name>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="37"/>
        <source>Reviews</source>
        <translation>レビュー</translation>
    </message>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="38"/>
        <source>Reviews published on the issue by trusted authors, beside this checklist; ≠ marks a requirement where they disagree.</source>
        <translation>信頼できる作成者が Issue に公開したレビューをこのチェックリストと並べています。≠ は意見が分かれる要件を示します。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="49"/>
        <source>Requirement</source>
        <translation>要件</translation>
    </message>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="50"/>
        <source>This checklist</source>
        <translation>このチェックリスト</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="76"/>
        <source>Reviewers disagree on %n requirement(s).</source>
        <translation>
            <numerusform>レビュアーの意見が %n 件の要件で分かれています。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::TokenProvider</name>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="47"/>
        <source>no token</source>
        <translation>トークンなし</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="51"/>
        <source>this session (not saved)</source>
        <translation>このセッション (保存なし)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="53"/>
        <source>the system keychain</source>
        <translation>システムのキーチェーン</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="55"/>
        <source>the GitHub CLI (gh)</source>
        <translation>GitHub CLI (gh)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="111"/>
        <source>%1 is not sent to %2 over plain http, where anyone on the way could read it (use https, or --%3 for a test server on this computer).</source>
        <translation>%1 は、経路上の誰でも読み取れる暗号化されていない http では %2 に送信しません (https を使用するか、このコンピューター上のテストサーバーであれば --%3 を指定してください)。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="114"/>
        <source>%1 is not sent to %2 over plain http, where anyone on the way could read it; use https.</source>
        <translation>%1 は、経路上の誰でも読み取れる暗号化されていない http では %2 に送信しません。https を使用してください。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="172"/>
        <source>The system keychain could not be read: %1.</source>
        <translation>システムのキーチェーンを読み取れませんでした: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="190"/>
        <source>No token from the GitHub CLI: %1.</source>
        <translation>GitHub CLI からトークンを取得できません: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="218"/>
        <source>The token could not be saved in the system keychain (%1). You stay signed in until the workbench closes; the token is not written to disk.</source>
        <translation>トークンをシステムのキーチェーンに保存できませんでした (%1)。ワークベンチを閉じるまではサインインしたままです。トークンはディスクに書き込まれません。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="224"/>
        <source>the keychain is turned off</source>
        <translation>キーチェーンは無効になっています</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="240"/>
        <source>Signed in. The token is kept in the system keychain.</source>
        <translation>サインインしました。トークンはシステムのキーチェーンに保存されています。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="252"/>
        <source>Signed out of %1.</source>
        <translation>%1 からサインアウトしました。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="255"/>
        <source>The keychain entry could not be removed: %1.</source>
        <translation>キーチェーンの項目を削除できませんでした: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="260"/>
        <source>%1 is still set in the environment and is used until it is unset.</source>
        <translation>%1 が環境変数にまだ設定されているため、解除されるまで使用されます。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="264"/>
        <source>The token came from the GitHub CLI; run “gh auth logout --hostname %1” to sign out there.</source>
        <translation>このトークンは GitHub CLI から取得したものです。そちらでもサインアウトするには「gh auth logout --hostname %1」を実行してください。</translation>
    </message>
</context>
<context>
    <name>acp::VersionedJsonFile</name>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="26"/>
        <source>%1 is not JSON: %2 at offset %3.</source>
        <translation>%1 は JSON ではありません: オフセット %3 で %2。</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="32"/>
        <source>%1 holds no JSON object.</source>
        <translation>%1 には JSON オブジェクトがありません。</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="37"/>
        <source>In %1, “format” must be “%2”.</source>
        <translation>%1 では「format」は「%2」でなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="42"/>
        <source>In %1, “version” must be a whole number, 1 or more.</source>
        <translation>%1 では「version」は 1 以上の整数でなければなりません。</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="56"/>
        <source>%1 could not be read: %2.</source>
        <translation>%1 を読み込めませんでした: %2。</translation>
    </message>
</context>
<context>
    <name>acp::ViewTabs</name>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="25"/>
        <source>Views</source>
        <translation>表示</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="27"/>
        <source>Applications</source>
        <translation>申請</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="34"/>
        <source>Dashboard</source>
        <translation>ダッシュボード</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="37"/>
        <source>&amp;Applications</source>
        <translation>申請(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="40"/>
        <source>The application list beside the selected application</source>
        <translation>選択した申請と並べて申請一覧を表示します</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="41"/>
        <source>Dash&amp;board</source>
        <translation>ダッシュボード(&amp;B)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="44"/>
        <source>The whole process at a glance: states, days per stage, open votes, deadlines and listed platforms</source>
        <translation>プロセス全体をひと目で: 状態、段階ごとの日数、実施中の投票、期限、掲載中のプラットフォーム</translation>
    </message>
</context>
<context>
    <name>acp::VoteController</name>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="48"/>
        <source>Open votes</source>
        <translation>進行中の投票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="54"/>
        <source>Open &amp;votes</source>
        <translation>進行中の投票(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="61"/>
        <source>V&amp;oting</source>
        <translation>投票(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="69"/>
        <source>Edit &amp;Roster…</source>
        <translation>名簿を編集(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="71"/>
        <source>The voting organizations, their representatives and alternates; saving makes a new roster version</source>
        <translation>投票する組織とその代表者、代理。保存すると新しい名簿バージョンになります</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="82"/>
        <source>Application #%1 is hidden by the filters.</source>
        <translation>申請 #%1 はフィルターで非表示になっています。</translation>
    </message>
</context>
<context>
    <name>acp::VotePanel</name>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="40"/>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="67"/>
        <source>Approve</source>
        <translation>賛成</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="68"/>
        <source>Reject</source>
        <translation>反対</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="69"/>
        <source>Abstain</source>
        <translation>棄権</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="73"/>
        <source>Reason for your ballot</source>
        <translation>投票の理由</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="105"/>
        <source>Toward quorum</source>
        <translation>定足数まで</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="108"/>
        <source>Toward majority</source>
        <translation>過半数まで</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="112"/>
        <source>Ballots by organization</source>
        <translation>組織ごとの票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Organization</source>
        <translation>組織</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Voted by</source>
        <translation>投票者</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Ballot</source>
        <translation>票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <location filename="../src/ui/voting/VotePanel.cpp" line="284"/>
        <source>Counted</source>
        <translation>集計</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="134"/>
        <source>Quorum:</source>
        <translation>定足数:</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="135"/>
        <source>Majority:</source>
        <translation>過半数:</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="217"/>
        <source>Vote on #%1, open until %2</source>
        <translation>#%1 の投票 (%2 まで受付)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="220"/>
        <source>Vote on #%1</source>
        <translation>#%1 の投票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="223"/>
        <source>The tally was frozen when the decision was queued; ballots since do not change it.</source>
        <translation>集計は決定をキューに追加した時点で確定しました。その後の票で変わることはありません。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="233"/>
        <source>Rule: %1</source>
        <translation>ルール: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="243"/>
        <source>May close early from %1, once its result can no longer change.</source>
        <translation>%1 以降、結果がもう変わらなくなれば早期に締め切れます。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="246"/>
        <source>The result can no longer change: the vote may close now (Record Decision).</source>
        <translation>結果はもう変わりません。今すぐ投票を締め切れます (決定を記録)。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="247"/>
        <source>May close early once its result can no longer change.</source>
        <translation>結果がもう変わらなくなれば早期に締め切れます。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="276"/>
        <source>(not on the roster)</source>
        <translation>(名簿にありません)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="282"/>
        <source>(late)</source>
        <translation>(締切後)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="284"/>
        <source>Not counted</source>
        <translation>集計対象外</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="306"/>
        <source>Every eligible organization has voted.</source>
        <translation>投票資格のあるすべての組織が投票しました。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="307"/>
        <source>Not voted yet: %1</source>
        <translation>未投票: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="325"/>
        <source>Reason for your ballot (required)</source>
        <translation>投票の理由（必須）</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="326"/>
        <source>Reason for your ballot (optional)</source>
        <translation>投票の理由（任意）</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="329"/>
        <source>Sign in to vote.</source>
        <translation>投票するにはサインインしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="331"/>
        <source>You (%1) have not voted yet.</source>
        <translation>あなた (%1) はまだ投票していません。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="333"/>
        <source>Your ballot (%1): %2</source>
        <translation>あなたの票 (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="338"/>
        <source>(pending)</source>
        <translation>(保留中)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="342"/>
        <source>for %1</source>
        <translation>%1 の代表として</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="344"/>
        <source>(not on the roster: non-binding)</source>
        <translation>(名簿にありません: 拘束力なし)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="347"/>
        <source>The vote comment is not on GitHub yet.</source>
        <translation>投票コメントはまだ GitHub にありません。</translation>
    </message>
</context>
<context>
    <name>acp::VotePoller</name>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="83"/>
        <source>The connection to GitHub was closed while checking votes.</source>
        <translation>投票の確認中に GitHub との接続が閉じられました。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="121"/>
        <source>GitHub sent a list of reactions the workbench could not read (the answer to %1).</source>
        <translation>GitHub から読み取れないリアクションの一覧が返されました (%1 への応答)。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VotePoller.cpp" line="151"/>
        <source>The reactions on the vote comment of #%1 changed while each of %n reads of them was under way, so the vote was not counted again. Try again in a moment.</source>
        <translation>
            <numerusform>#%1 の投票コメントへのリアクションが %n 回の読み取りのたびに読み取り中に変更されたため、投票は再集計されませんでした。少し待ってから再試行してください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="206"/>
        <location filename="../src/core/voting/VotePoller.cpp" line="235"/>
        <source>The workbench could not write to its database: %1.</source>
        <translation>ワークベンチがデータベースに書き込めませんでした: %1。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="319"/>
        <source>Checking the ballots of open votes</source>
        <translation>進行中の投票の票を確認しています</translation>
    </message>
</context>
<context>
    <name>acp::VoteRule</name>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="83"/>
        <source>strict majority</source>
        <translation>厳格な過半数</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="84"/>
        <source>simple majority (votes cast)</source>
        <translation>単純過半数 (投票数基準)</translation>
    </message>
</context>
<context>
    <name>acp::VoteService</name>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="98"/>
        <source>The vote on #%1 stays open until %2 at least (its minimum wait), and closes on %3.</source>
        <translation>#%1 の投票は少なくとも %2 まで開いています (最短期間)。締め切りは %3 です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteService.cpp" line="104"/>
        <source>The result of the vote on #%1 can still change: %n organization(s) have not voted. It closes on %2; record the decision once the result is settled or the vote has closed.</source>
        <translation>
            <numerusform>#%1 の投票結果はまだ変わる可能性があります。%n 組織が未投票です。締め切りは %2 です。結果が確定するか投票が締め切られてから決定を記録してください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="230"/>
        <source>vote comment</source>
        <translation>投票コメント</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="461"/>
        <source>The roster in the vote comment could not be read: %1</source>
        <translation>投票コメント内の名簿を読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="478"/>
        <source>the one by @%1 of %2</source>
        <translation>@%1 による %2 のコメント</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="479"/>
        <source>the one this workbench queued</source>
        <translation>このワークベンチがキューに追加したコメント</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="488"/>
        <source>Two vote comments: the vote counts on %1, recorded when the vote opened; the one by @%2 of %3 is not used, as a recorded vote is never replaced.</source>
        <translation>投票コメントが 2 件あります: 投票は、投票開始時に記録された %1 で集計されます。記録済みの投票が置き換えられることはないため、@%2 による %3 のコメントは使用しません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="491"/>
        <source>Two vote comments: the vote counts on %1, the first of this vote; the one by @%2 of %3 is not used.</source>
        <translation>投票コメントが 2 件あります: 投票は、この投票で最初のコメントである %1 で集計されます。@%2 による %3 のコメントは使用しません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="503"/>
        <source>The comment by @%1 of %2 carries a vote marker and is ignored: %3</source>
        <translation>@%1 による %2 のコメントには投票マーカーが含まれていますが、無視します: %3</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="599"/>
        <source>No vote comment with the workbench&apos;s vote marker was found.</source>
        <translation>ワークベンチの投票マーカーを含む投票コメントが見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="653"/>
        <source>A ballot is approve, reject or abstain.</source>
        <translation>票は approve、reject、abstain のいずれかです。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="662"/>
        <location filename="../src/core/voting/VoteService.cpp" line="776"/>
        <source>There is no vote on #%1.</source>
        <translation>#%1 には投票がありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="666"/>
        <source>The vote on #%1 is not open.</source>
        <translation>#%1 の投票は受付中ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="670"/>
        <source>The vote comment of #%1 is not on GitHub yet (or not synced); sync once it has been posted.</source>
        <translation>#%1 の投票コメントはまだ GitHub にありません (または未同期です)。投稿されたら同期してください。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="678"/>
        <source>The ballot could not be saved: %1</source>
        <translation>票を保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="729"/>
        <source>Only a start-vote action opens a vote.</source>
        <translation>投票を開始できるのは「投票を開始」アクションだけです。</translation>
    </message>
</context>
<context>
    <name>acp::VoteStore</name>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="94"/>
        <source>queued</source>
        <translation>キュー済み</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="96"/>
        <source>sending</source>
        <translation>送信中</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="98"/>
        <source>sent</source>
        <translation>送信済み</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="100"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="102"/>
        <source>cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="217"/>
        <source>An empty roster is not stored.</source>
        <translation>空の名簿は保存しません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="400"/>
        <source>There is no vote %1.</source>
        <translation>投票 %1 はありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="572"/>
        <source>A ballot is approve, reject or abstain.</source>
        <translation>票は approve、reject、abstain のいずれかです。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="586"/>
        <source>Replaced by a later ballot.</source>
        <translation>後の票で置き換えられました。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="679"/>
        <source>The ballot changed meanwhile (another window or process).</source>
        <translation>その間に票が変更されました (別のウィンドウまたはプロセス)。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="694"/>
        <source>There is no ballot %1.</source>
        <translation>票 %1 はありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="698"/>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
</context>
<context>
    <name>acp::VoteTally</name>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="110"/>
        <source>no ballot</source>
        <translation>票なし</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="112"/>
        <source>approve</source>
        <translation>賛成</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="114"/>
        <source>reject</source>
        <translation>反対</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="116"/>
        <source>abstain</source>
        <translation>棄権</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="118"/>
        <source>ambiguous</source>
        <translation>不明確</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="303"/>
        <source>Counted: the representative&apos;s ballot.</source>
        <translation>集計対象: 代表者の票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="305"/>
        <source>Counted: the alternate&apos;s ballot, as the representative cast no valid one.</source>
        <translation>集計対象: 代表者の有効な票がないため、代理の票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="308"/>
        <source>Not counted: the representative&apos;s ballot counts for %1.</source>
        <translation>集計対象外: %1 については代表者の票が集計されます。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="311"/>
        <source>Not counted: ambiguous (more than one of 👍 👎 👀).</source>
        <translation>集計対象外: 不明確 (👍 👎 👀 のうち複数)。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="313"/>
        <source>Non-binding: not on the roster of this vote.</source>
        <translation>拘束力なし: この投票の名簿にありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="315"/>
        <source>Not counted: %1 is suspended.</source>
        <translation>集計対象外: %1 は停止中です。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="317"/>
        <source>Has not voted yet.</source>
        <translation>まだ投票していません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="319"/>
        <source>Not counted: cast after the vote closed on %1.</source>
        <translation>集計対象外: %1 の投票締切後に投じられました。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="321"/>
        <source>Not counted: cast after the vote closed.</source>
        <translation>集計対象外: 投票の締切後に投じられました。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="323"/>
        <source>Not counted: cast after the decision was recorded.</source>
        <translation>集計対象外: 決定の記録後に投じられました。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="325"/>
        <source>Not counted: @%1 now belongs to another GitHub account than the one on the roster (the login was renamed and taken over).</source>
        <translation>集計対象外: @%1 は現在、名簿に記載されたものとは別の GitHub アカウントのものです (ログイン名が変更され、別のアカウントに引き継がれました)。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="539"/>
        <source>%1 of %n organization(s) voted</source>
        <translation>
            <numerusform>%n 組織中 %1 組織が投票</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="540"/>
        <source>quorum needs %1</source>
        <translation>定足数は %1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="542"/>
        <source>approvals %1 of %2</source>
        <translation>賛成 %1 / %2</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="543"/>
        <source>approvals %1, rejections %2</source>
        <translation>賛成 %1、反対 %2</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="581"/>
        <source>No organization is eligible to vote</source>
        <translation>投票資格のある組織がありません</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="584"/>
        <source>Quorum met: %n organization(s) voted, %1 needed</source>
        <translation>
            <numerusform>定足数に到達: %n 組織が投票 (必要数 %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="589"/>
        <source>%1 of %2 for quorum: %n more organization(s) needed</source>
        <translation>
            <numerusform>定足数 %2 のうち %1: あと %n 組織の投票が必要</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="598"/>
        <source>No ballots yet</source>
        <translation>まだ票がありません</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="601"/>
        <source>Majority reached: %n approval(s), %1 needed</source>
        <translation>
            <numerusform>過半数に到達: 賛成 %n (必要数 %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="605"/>
        <source>%1 of %2 approvals for a majority: %n more needed</source>
        <translation>
            <numerusform>過半数に必要な賛成 %2 のうち %1: あと %n 票が必要</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="614"/>
        <source>No organization is eligible to vote, so the vote cannot reach quorum.</source>
        <translation>投票資格のある組織がないため、定足数に達することはできません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="617"/>
        <source>No quorum yet: %n more organization(s) must vote.</source>
        <translation>
            <numerusform>定足数に未達: あと %n 組織の投票が必要です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="622"/>
        <source>Passes: %1 approvals are more than half of %n participant(s).</source>
        <translation>
            <numerusform>可決: 賛成 %1 が参加 %n 組織の半数を超えています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="625"/>
        <source>Does not pass: %1 approvals are not more than half of %n participant(s).</source>
        <translation>
            <numerusform>否決: 賛成 %1 が参加 %n 組織の半数を超えていません。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="631"/>
        <source>Passes: %1 approvals are more than %2 rejections.</source>
        <translation>可決: 賛成 %1 が反対 %2 を上回っています。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="632"/>
        <source>Does not pass: %1 approvals are not more than %2 rejections.</source>
        <translation>否決: 賛成 %1 が反対 %2 を上回っていません。</translation>
    </message>
</context>
<context>
    <name>acp::VotingCommands</name>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="97"/>
        <source>open</source>
        <translation>受付中</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="97"/>
        <source>closed</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="100"/>
        <source>opened %1</source>
        <translation>開始 %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="103"/>
        <source>by %1</source>
        <translation>開始者 %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="106"/>
        <source>closes %1</source>
        <translation>締切 %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="109"/>
        <source>Vote (%1)</source>
        <translation>投票 (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="112"/>
        <source>The vote comment is not on GitHub yet (or not synced).</source>
        <translation>投票コメントはまだ GitHub にありません (または未同期です)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="118"/>
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="123"/>
        <source>The tally was frozen when the decision was queued (%1); later reactions do not change it.</source>
        <translation>集計は決定をキューに追加した時点 (%1) で確定しました。その後のリアクションで変わることはありません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="131"/>
        <source>(not on the roster)</source>
        <translation>(名簿にありません)</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="147"/>
        <source>Your ballot (%1): %2</source>
        <translation>あなたの票 (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="181"/>
        <source>No roster yet; import one with “roster import FILE” (a Markdown table or JSON).</source>
        <translation>名簿がまだありません。「roster import FILE」(Markdown の表または JSON) でインポートしてください。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="186"/>
        <source>Roster version %1 (%2, %3): %4 organizations, %5 eligible</source>
        <translation>名簿バージョン %1 (%2、%3): %4 組織、うち投票資格あり %5</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="197"/>
        <source>“roster” takes no arguments, or “import FILE”.</source>
        <translation>「roster」は引数を取らないか、「import FILE」を指定します。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="209"/>
        <source>The roster could not be saved: %1</source>
        <translation>名簿を保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="217"/>
        <source>Imported roster version %1 from %2: %3 organizations, %4 eligible.</source>
        <translation>%2 から名簿バージョン %1 をインポートしました: %3 組織、うち投票資格あり %4。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="235"/>
        <source>“co-chairs” takes no arguments, “set LOGIN…” or “clear”.</source>
        <translation>「co-chairs」は引数を取らないか、「set LOGIN…」または「clear」を指定します。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="238"/>
        <source>“co-chairs clear” takes no further arguments.</source>
        <translation>「co-chairs clear」はそれ以上の引数を取りません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="244"/>
        <source>“%1” is not a GitHub login.</source>
        <translation>「%1」は GitHub のログイン名ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="268"/>
        <source>Co-chairs: %1. Only their comments open, count and decide votes.</source>
        <translation>共同議長: %1。投票の開始・集計・決定に有効なのは、これらのユーザーのコメントだけです。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="272"/>
        <source>No co-chair list: comments by the repository&apos;s owners, members and collaborators open, count and decide votes.</source>
        <translation>共同議長リストはありません: リポジトリのオーナー、メンバー、コラボレーターのコメントが、投票の開始・集計・決定に有効です。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="288"/>
        <source>“vote” needs an issue number and approve, reject or abstain, for example: vote 12 approve.</source>
        <translation>「vote」には Issue 番号と approve、reject、abstain のいずれかを指定してください (例: vote 12 approve)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="316"/>
        <source>Demo workspace: your ballot on #%1 as @%2 is %3 (nothing is sent to GitHub).</source>
        <translation>デモワークスペース: #%1 への @%2 としての票は「%3」です (GitHub には何も送信されません)。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="329"/>
        <source>No GitHub token is set (%1): the ballot on #%2 is queued and goes out with the next vote or push once one is.</source>
        <translation>GitHub のトークンが設定されていません (%1)。#%2 への票はキューに追加され、トークンが設定された後の次回の vote または push で送信されます。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="346"/>
        <source>Interrupted: the ballot on #%1 stays queued.</source>
        <translation>中断しました: #%1 への票はキューに残っています。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="355"/>
        <source>Your ballot on #%1 as @%2 is %3.</source>
        <translation>#%1 への @%2 としての票は「%3」です。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="369"/>
        <source>The ballot on #%1 is queued and goes out with the next vote or push: %2</source>
        <translation>#%1 への票はキューに追加され、次回の vote または push で送信されます: %2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="383"/>
        <source>@%1 is not on the roster of this vote: the ballot is shown as non-binding.</source>
        <translation>@%1 はこの投票の名簿にありません: 票は拘束力なしとして表示されます。</translation>
    </message>
</context>
<context>
    <name>acp::VotingSession</name>
    <message>
        <location filename="../src/core/voting/VotingSession.cpp" line="84"/>
        <source>The ballot on #%1 is being sent and cannot be cancelled now.</source>
        <translation>#%1 への票は送信中のため、今はキャンセルできません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotingSession.cpp" line="86"/>
        <source>The ballot on #%1 is no longer waiting.</source>
        <translation>#%1 への票はもう待機中ではありません。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotingSession.cpp" line="163"/>
        <source>The ballot could not be saved: %1</source>
        <translation>票を保存できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>acp::WelcomePage</name>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="59"/>
        <source>Getting started</source>
        <translation>はじめに</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="82"/>
        <source>Welcome to ACP Workbench</source>
        <translation>ACP Workbench へようこそ</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="86"/>
        <source>Review applications to the PyTorch Foundation&apos;s Additional Compute Platforms against the admission requirements, request information, and run votes, all recorded on GitHub.</source>
        <translation>PyTorch Foundation の Additional Compute Platforms への申請を採択要件に照らしてレビューし、情報を要求し、投票を行います。すべて GitHub に記録されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="94"/>
        <source>Choose &amp;Repository…</source>
        <translation>リポジトリを選択(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="98"/>
        <source>Repository</source>
        <translation>リポジトリ</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="101"/>
        <location filename="../src/ui/window/WelcomePage.cpp" line="173"/>
        <location filename="../src/ui/window/WelcomePage.cpp" line="178"/>
        <location filename="../src/ui/window/WelcomePage.cpp" line="183"/>
        <source>&amp;Sign In with GitHub…</source>
        <translation>GitHub でサインイン(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="103"/>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="107"/>
        <source>Fetch the applications, their comments and labels into this computer&apos;s cache.</source>
        <translation>申請とそのコメントやラベルをこのコンピューターのキャッシュに取得します。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="109"/>
        <source>S&amp;ync Now</source>
        <translation>今すぐ同期(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="111"/>
        <source>Sync</source>
        <translation>同期</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="116"/>
        <source>Fictional applications in every state of the process, to try the workbench. The demo never uses the network.</source>
        <translation>プロセスの各段階にある架空の申請で、ワークベンチを試せます。デモはネットワークを一切使用しません。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="118"/>
        <source>Open the &amp;Demo Workspace</source>
        <translation>デモ用ワークスペースを開く(&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="120"/>
        <source>Just looking?</source>
        <translation>まずは試してみる</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="125"/>
        <source>Everything synced stays on this computer: you can review offline, and the actions you queue wait in the Outbox until the next sync.</source>
        <translation>同期した内容はこのコンピューターに残ります。オフラインでもレビューでき、キューに追加したアクションは次の同期まで送信トレイで待機します。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="130"/>
        <source>Show the &amp;Applications</source>
        <translation>申請を表示(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="144"/>
        <source>This is the demo workspace, bundled with the workbench. Choose a repository on GitHub to review real applications.</source>
        <translation>これはワークベンチ付属のデモ用ワークスペースです。実際の申請をレビューするには GitHub のリポジトリを選択してください。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="148"/>
        <source>Applications come from the issues of %1 on %2.</source>
        <translation>申請は %2 上の %1 の Issue から取得されます。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="162"/>
        <source>Signed in as @%1 with the token the GitHub CLI (gh) already has.</source>
        <translation>GitHub CLI (gh) が持つトークンで @%1 としてサインインしています。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="164"/>
        <source>Signed in as @%1 (token from %2).</source>
        <translation>@%1 としてサインインしています（トークンの取得元: %2）。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="167"/>
        <source>&amp;Sign In Again…</source>
        <translation>再度サインイン(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="170"/>
        <source>Not signed in. Public repositories sync without an account; sign in to send actions and to see private repositories. When the GitHub CLI (gh) is signed in, its token is used.</source>
        <translation>サインインしていません。公開リポジトリはアカウントなしで同期できます。アクションを送信したり非公開リポジトリを表示したりするにはサインインしてください。GitHub CLI (gh) がサインイン済みなら、そのトークンを使用します。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="176"/>
        <source>GitHub rejected the saved token: it was revoked or has expired. Sign in again.</source>
        <translation>GitHub が保存済みのトークンを拒否しました。取り消されたか期限切れです。再度サインインしてください。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="182"/>
        <source>The account could not be checked: %1</source>
        <translation>アカウントを確認できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>acp::WorkbenchSession</name>
    <message>
        <location filename="../src/ui/window/WorkbenchSession.cpp" line="84"/>
        <source>Open Workspace</source>
        <translation>ワークスペースを開く</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkbenchSession.cpp" line="85"/>
        <source>The workspace could not be opened: %1</source>
        <translation>ワークスペースを開けませんでした: %1</translation>
    </message>
</context>
<context>
    <name>acp::Workspace</name>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="81"/>
        <source>“%1” is not a repository name: write it as OWNER/NAME.</source>
        <translation>「%1」はリポジトリ名ではありません。OWNER/NAME の形式で入力してください。</translation>
    </message>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="94"/>
        <source>“%1” is not a valid API address; GitHub&apos;s is https://api.github.com.</source>
        <translation>「%1」は有効な API アドレスではありません。GitHub の API アドレスは https://api.github.com です。</translation>
    </message>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="155"/>
        <source>%1 holds no certificate authority in PEM form.</source>
        <translation>%1 には PEM 形式の認証局が含まれていません。</translation>
    </message>
</context>
<context>
    <name>acp::WorkspaceMenu</name>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="83"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="85"/>
        <source>&amp;Open Workspace…</source>
        <translation>ワークスペースを開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="89"/>
        <source>Open another repository, on GitHub or GitHub Enterprise</source>
        <translation>GitHub または GitHub Enterprise 上の別のリポジトリを開きます</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="91"/>
        <source>Recent &amp;Workspaces</source>
        <translation>最近使ったワークスペース(&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="121"/>
        <source>No other workspaces yet</source>
        <translation>他のワークスペースはまだありません</translation>
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
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="70"/>
        <source>just now</source>
        <translation>たった今</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="74"/>
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n 分前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="78"/>
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n 時間前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="82"/>
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n 日前</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="117"/>
        <source>API: unknown</source>
        <translation>API: 不明</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="120"/>
        <source>API: %1/%2</source>
        <translation>API: %1/%2</translation>
    </message>
</context>
</TS>
