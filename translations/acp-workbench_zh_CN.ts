<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../ui/ActionDialog.ui" line="9"/>
        <source>Co-chair action</source>
        <translation>联合主席操作</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="21"/>
        <source>Also ask about requirements marked “needs judgment”</source>
        <translation>同时询问标记为“需判断”的要求</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="26"/>
        <source>Vote closes on</source>
        <translation>投票截止日期</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="32"/>
        <source>yyyy-MM-dd</source>
        <translation>yyyy-MM-dd</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="37"/>
        <source>&amp;Outcome:</source>
        <translation>结果(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="46"/>
        <source>&amp;Tally:</source>
        <translation>计票(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="52"/>
        <source>Empty: the tally of the application&apos;s vote</source>
        <translation>留空：该申请投票的计票</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="53"/>
        <source>Leave empty to put the tally of the vote on GitHub, per organization, in the comment; or write your own</source>
        <translation>留空则在评论中写入 GitHub 上该投票的计票（按组织）；也可以自行填写</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="58"/>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="83"/>
        <source>&amp;Comment (Markdown):</source>
        <translation>评论（Markdown）(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="94"/>
        <source>&amp;Reset from Template</source>
        <translation>按模板重置(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="95"/>
        <source>Compose the comment again from the template and the options above, dropping your edits</source>
        <translation>根据模板和上方选项重新生成评论，放弃你的编辑</translation>
    </message>
    <message>
        <location filename="../ui/ActionDialog.ui" line="113"/>
        <source>Preview:</source>
        <translation>预览：</translation>
    </message>
</context>
<context>
    <name>ApplicationPane</name>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="14"/>
        <source>Application</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="45"/>
        <source>Application text</source>
        <translation>申请正文</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="66"/>
        <source>Application header</source>
        <translation>申请标题区</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="98"/>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="111"/>
        <source>Issue number</source>
        <translation>Issue 编号</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="124"/>
        <source>Review state</source>
        <translation>审查状态</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="150"/>
        <source>Open on GitHub</source>
        <translation>在 GitHub 上打开</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="168"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="181"/>
        <source>Author and dates</source>
        <translation>作者和日期</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="194"/>
        <source>Duplicates and resubmissions</source>
        <translation>重复与重新提交</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="201"/>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="233"/>
        <location filename="../ui/ApplicationPane.ui" line="256"/>
        <location filename="../ui/ApplicationPane.ui" line="298"/>
        <source>Private note</source>
        <translation>私人笔记</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="266"/>
        <source>Kept on this computer, never sent to GitHub</source>
        <translation>仅保存在本机，绝不会发送到 GitHub</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="289"/>
        <source>Note status</source>
        <translation>笔记状态</translation>
    </message>
    <message>
        <location filename="../ui/ApplicationPane.ui" line="304"/>
        <source>Notes for yourself about this application (Markdown)…</source>
        <translation>关于此申请的个人笔记（支持 Markdown）…</translation>
    </message>
</context>
<context>
    <name>ChecklistPane</name>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="14"/>
        <location filename="../ui/ChecklistPane.ui" line="58"/>
        <source>Checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="81"/>
        <source>Checklist progress</source>
        <translation>检查清单进度</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="90"/>
        <source>Checklist progress bar</source>
        <translation>检查清单进度条</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="100"/>
        <source>Checklist message</source>
        <translation>检查清单消息</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="136"/>
        <source>Checklist message text</source>
        <translation>检查清单消息文本</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="143"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="146"/>
        <source>Dismiss the message</source>
        <translation>关闭此消息</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="166"/>
        <source>Requirements</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="208"/>
        <source>Requirement details</source>
        <translation>要求详情</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="235"/>
        <source>Requirement</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="251"/>
        <source>Requirement description</source>
        <translation>要求说明</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="263"/>
        <source>Guidance</source>
        <translation>指引</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="266"/>
        <source>Show what to look for when reviewing this requirement</source>
        <translation>显示审查此要求时应关注的内容</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="269"/>
        <source>Show the reviewer guidance</source>
        <translation>显示审查人指引</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="303"/>
        <source>Answered in</source>
        <translation>作答部分</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="321"/>
        <source>Reviewer guidance</source>
        <translation>审查人指引</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="328"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="358"/>
        <location filename="../ui/ChecklistPane.ui" line="435"/>
        <source>Reviewer note</source>
        <translation>审查人笔记</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="371"/>
        <source>Note status</source>
        <translation>笔记状态</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="391"/>
        <source>Write</source>
        <translation>撰写</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="394"/>
        <source>Edit the note as Markdown (E)</source>
        <translation>以 Markdown 编辑笔记 (E)</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="413"/>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="416"/>
        <source>Show the note rendered</source>
        <translation>显示渲染后的笔记</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="441"/>
        <source>Why this status? Markdown; saved as you type, never sent unless you include it.</source>
        <translation>为何设为此状态？支持 Markdown；输入时自动保存，除非你将其包含在内，否则不会发送。</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="446"/>
        <source>Reviewer note, rendered</source>
        <translation>审查人笔记（渲染后）</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="465"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="485"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="488"/>
        <source>Add a link, a text or a file as evidence</source>
        <translation>添加链接、文本或文件作为证据</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="491"/>
        <source>Add evidence</source>
        <translation>添加证据</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="506"/>
        <source>From the application</source>
        <translation>来自申请</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="513"/>
        <source>Links from the application</source>
        <translation>来自申请的链接</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="537"/>
        <source>Your notes</source>
        <translation>你的笔记</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="544"/>
        <source>Your evidence notes</source>
        <translation>你的证据笔记</translation>
    </message>
    <message>
        <location filename="../ui/ChecklistPane.ui" line="577"/>
        <source>Drop area</source>
        <translation>拖放区域</translation>
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
        <translation>同步问题</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="87"/>
        <source>Sync problem message</source>
        <translation>同步问题消息</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="94"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="97"/>
        <source>Dismiss the sync message</source>
        <translation>关闭同步消息</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="120"/>
        <source>Applications</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="146"/>
        <source>Search number, platform, title, author, label</source>
        <translation>搜索编号、平台、标题、作者、标签</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="152"/>
        <source>Search applications</source>
        <translation>搜索申请</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="159"/>
        <source>Filter by review state</source>
        <translation>按审查状态筛选</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="162"/>
        <source>Show only applications in this review state</source>
        <translation>仅显示处于此审查状态的申请</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="169"/>
        <source>≠</source>
        <translation>≠</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="175"/>
        <source>Only applications where reviews differ</source>
        <translation>仅显示评审不一致的申请</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="178"/>
        <source>Show only applications where the published reviews, yours included, differ on a requirement</source>
        <translation>仅显示已发布评审（包括你的）在某项要求上不一致的申请</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="187"/>
        <source>Application list</source>
        <translation>申请列表</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="224"/>
        <source>Number of applications shown</source>
        <translation>显示的申请数量</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="238"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="244"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="251"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="262"/>
        <source>&amp;Review</source>
        <translation>审查(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="267"/>
        <source>&amp;Workspace</source>
        <translation>工作区(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="274"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="288"/>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="307"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="310"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="321"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="324"/>
        <source>Undo the last checklist change of this application</source>
        <translation>撤销此申请最近一次检查清单更改</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="332"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="335"/>
        <source>Redo the checklist change last undone</source>
        <translation>重做最近撤销的检查清单更改</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="340"/>
        <source>Go to &amp;Checklist</source>
        <translation>转到检查清单(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="343"/>
        <source>Move the keyboard focus to the requirements of the checklist</source>
        <translation>将键盘焦点移到检查清单的要求列表</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="346"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="351"/>
        <source>&amp;Find Application…</source>
        <translation>查找申请(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="354"/>
        <source>Search the application list</source>
        <translation>在申请列表中搜索</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="357"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="362"/>
        <source>&amp;Next Application</source>
        <translation>下一个申请(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="365"/>
        <source>Alt+Down</source>
        <translation>Alt+Down</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="370"/>
        <source>&amp;Previous Application</source>
        <translation>上一个申请(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="373"/>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="381"/>
        <source>Markdown &amp;Source</source>
        <translation>Markdown 源码(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="384"/>
        <source>Show the application as the applicant wrote it, instead of rendered</source>
        <translation>按申请人撰写的原文显示申请，而不是渲染后的结果</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="387"/>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="392"/>
        <source>&amp;Sync</source>
        <translation>同步(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="395"/>
        <source>Fetch new and changed applications, comments and reactions from GitHub</source>
        <translation>从 GitHub 获取新增和有变更的申请、评论及表情回应</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="398"/>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="406"/>
        <source>&amp;Cancel Sync</source>
        <translation>取消同步(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="409"/>
        <source>Stop the running sync; what was fetched so far is kept</source>
        <translation>停止正在进行的同步；已获取的内容会保留</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="414"/>
        <source>&amp;About ACP Workbench</source>
        <translation>关于 ACP Workbench(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="422"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>OpenWorkspaceDialog</name>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="14"/>
        <source>Open Workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="20"/>
        <source>A workspace is one repository on one GitHub host, with its own database.</source>
        <translation>一个工作区对应一个 GitHub 主机上的一个仓库，并拥有自己的数据库。</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="32"/>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="45"/>
        <source>github.com, a GitHub Enterprise Server host (its API is https://HOST/api/v3), or NAME.ghe.com</source>
        <translation>github.com、GitHub Enterprise Server 主机（其 API 为 https://HOST/api/v3）或 NAME.ghe.com</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="48"/>
        <source>GitHub host</source>
        <translation>GitHub 主机</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="55"/>
        <source>&amp;Repository:</source>
        <translation>仓库(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="65"/>
        <source>OWNER/NAME</source>
        <translation>OWNER/NAME</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="68"/>
        <source>Repository</source>
        <translation>仓库</translation>
    </message>
    <message>
        <location filename="../ui/OpenWorkspaceDialog.ui" line="83"/>
        <source>Problem with the workspace</source>
        <translation>工作区问题</translation>
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
        <translation>登录 GitHub</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="48"/>
        <source>OAuth app &amp;client id:</source>
        <translation>OAuth 应用客户端 ID(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="58"/>
        <source>The client id of an OAuth app with the device flow enabled (GitHub: Settings, Developer settings, OAuth Apps). It is not a secret.</source>
        <translation>已启用设备流程的 OAuth 应用的客户端 ID（GitHub：Settings、Developer settings、OAuth Apps）。它不是机密信息。</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="61"/>
        <source>OAuth app client id</source>
        <translation>OAuth 应用客户端 ID</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="80"/>
        <source>One-time code</source>
        <translation>一次性代码</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="87"/>
        <source>&amp;Copy Code and Open GitHub</source>
        <translation>复制代码并打开 GitHub(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="90"/>
        <source>Copy the code and open GitHub&apos;s sign-in page in the web browser</source>
        <translation>复制代码，并在网页浏览器中打开 GitHub 的登录页面</translation>
    </message>
    <message>
        <location filename="../ui/SignInDialog.ui" line="106"/>
        <source>Sign-in status</source>
        <translation>登录状态</translation>
    </message>
</context>
<context>
    <name>acp::Account</name>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="35"/>
        <source>Signed in as @%1</source>
        <translation>已登录为 @%1</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="36"/>
        <source>Signed in as @%1 (scopes: %2)</source>
        <translation>已登录为 @%1（权限范围：%2）</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="38"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="40"/>
        <source>Not signed in</source>
        <translation>未登录</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="42"/>
        <source>Not signed in: GitHub rejected the token</source>
        <translation>未登录：GitHub 拒绝了该令牌</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="44"/>
        <source>Account unknown: %1</source>
        <translation>账户状态未知：%1</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Account.cpp" line="77"/>
        <source>GitHub&apos;s answer about the signed-in user could not be read.</source>
        <translation>无法读取 GitHub 返回的已登录用户信息。</translation>
    </message>
</context>
<context>
    <name>acp::AccountController</name>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="45"/>
        <source>A&amp;ccount</source>
        <translation>账户(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="47"/>
        <location filename="../src/ui/account/AccountController.cpp" line="208"/>
        <source>Not signed in</source>
        <translation>未登录</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="51"/>
        <source>&amp;Sign In…</source>
        <translation>登录(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="53"/>
        <source>Sign &amp;Out</source>
        <translation>退出登录(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="56"/>
        <source>&amp;Check Account</source>
        <translation>检查账户(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="72"/>
        <source>GitHub account</source>
        <translation>GitHub 账户</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="77"/>
        <source>No account needed</source>
        <translation>无需账户</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="78"/>
        <source>The demo workspace is offline: nothing is sent to GitHub.</source>
        <translation>演示工作区处于离线状态：不会向 GitHub 发送任何内容。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="85"/>
        <location filename="../src/ui/account/AccountController.cpp" line="177"/>
        <source>Checking sign-in…</source>
        <translation>正在检查登录状态…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="195"/>
        <source>Host: %1</source>
        <translation>主机：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="196"/>
        <source>Token from %1</source>
        <translation>令牌来源：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="198"/>
        <source>The token&apos;s scopes are not reported (a fine-grained or app token).</source>
        <translation>未报告该令牌的权限范围（细粒度令牌或应用令牌）。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="204"/>
        <source>Not signed in to %1. Public repositories can be synced; sign in to send actions and to see private ones.</source>
        <translation>未登录 %1。公开仓库仍可同步；登录后才能发送操作和查看私有仓库。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="213"/>
        <location filename="../src/ui/account/AccountController.cpp" line="238"/>
        <source>Sign in…</source>
        <translation>登录…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="214"/>
        <location filename="../src/ui/account/AccountController.cpp" line="239"/>
        <source>GitHub rejected the token for %1: it was revoked or has expired.</source>
        <translation>GitHub 拒绝了 %1 的令牌：该令牌已被撤销或已过期。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="219"/>
        <source>Account unknown</source>
        <translation>账户状态未知</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="250"/>
        <source>GitHub needs you to sign in to %1 for this.</source>
        <translation>GitHub 要求你登录 %1 才能执行此操作。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="252"/>
        <source>GitHub rejected the token in %1: it was revoked or has expired. Set a valid token, or unset it and sign in.</source>
        <translation>GitHub 拒绝了 %1 中的令牌：该令牌已被撤销或已过期。请设置有效的令牌，或将其取消设置后登录。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="256"/>
        <source>GitHub rejected the saved token for %1: it was revoked or has expired. Sign in again to continue.</source>
        <translation>GitHub 拒绝了为 %1 保存的令牌：该令牌已被撤销或已过期。请重新登录以继续。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="260"/>
        <source>Sign In Needed</source>
        <translation>需要登录</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="265"/>
        <source>Sign In…</source>
        <translation>登录…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/AccountController.cpp" line="266"/>
        <source>Not Now</source>
        <translation>暂不</translation>
    </message>
</context>
<context>
    <name>acp::ActionCancellation</name>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="48"/>
        <source>Cancelled: %1</source>
        <translation>已取消：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="49"/>
        <source>Cancelled: %1 (%2)</source>
        <translation>已取消：%1（%2）</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="69"/>
        <source>its pull request may be open on GitHub</source>
        <translation>其拉取请求可能已在 GitHub 上打开</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="82"/>
        <source>its comment may be on GitHub</source>
        <translation>其评论可能已在 GitHub 上</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="87"/>
        <source>The comment of “%1” may already be on GitHub (an earlier push sent it and got no answer), and GitHub cannot be asked now: sign in or go online, or cancel anyway.</source>
        <translation>“%1”的评论可能已在 GitHub 上（之前的一次推送已发出该评论，但未收到响应），而现在无法向 GitHub 查询：请登录或联网，或者仍然取消。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="109"/>
        <source>comment: found on GitHub before cancelling: %1</source>
        <translation>评论：取消前已在 GitHub 上找到：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="116"/>
        <source>The comment of “%1” is already on GitHub (%2). Cancelling now stops only its label and state changes; the comment stays on GitHub.</source>
        <translation>“%1”的评论已在 GitHub 上（%2）。现在取消只会停止其标签和状态更改；该评论仍保留在 GitHub 上。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="123"/>
        <source>its comment is not on GitHub</source>
        <translation>其评论不在 GitHub 上</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="126"/>
        <source>the application is not on GitHub any more</source>
        <translation>该申请已不在 GitHub 上</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="131"/>
        <source>The comment of “%1” may already be on GitHub, and looking for it failed: %2</source>
        <translation>“%1”的评论可能已在 GitHub 上，但查找该评论失败：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="147"/>
        <source>The pull request of “%1” may already be open on %2 (an earlier push opened it and got no answer), and GitHub cannot be asked now: look there, or sign in or go online, or cancel anyway.</source>
        <translation>“%1”的拉取请求可能已在 %2 上打开（之前的推送打开了它但未收到回应），且现在无法询问 GitHub：请去那里查看，或登录、联网，或仍然取消。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="159"/>
        <source>The pull request of “%1” may already be open on %2, and looking for it failed: %3</source>
        <translation>“%1”的拉取请求可能已在 %2 上打开，但查找失败：%3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="167"/>
        <source>its pull request is not on %1</source>
        <translation>其拉取请求不在 %1 上</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="178"/>
        <source>pull-request: found on GitHub before cancelling: %1</source>
        <translation>pull-request：取消前在 GitHub 上找到：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/ActionCancellation.cpp" line="182"/>
        <source>The pull request of “%1” is already open on %2 (%3). Cancelling stops nothing more; close the pull request there to withdraw the listing.</source>
        <translation>“%1”的拉取请求已在 %2 上打开（%3）。取消不再阻止任何操作；要撤回列表条目，请在那里关闭该拉取请求。</translation>
    </message>
</context>
<context>
    <name>acp::ActionCommentLookup</name>
    <message>
        <location filename="../src/core/outbox/ActionCommentLookup.cpp" line="64"/>
        <source>GitHub&apos;s list of comments could not be read.</source>
        <translation>无法读取 GitHub 的评论列表。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/ActionCommentLookup.cpp" line="97"/>
        <source>The comments changed while each of %n reads of them was under way.</source>
        <translation>
            <numerusform>评论在 %n 次读取的每一次进行中都发生了变化。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ActionComposer</name>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="137"/>
        <source>Application #%1 was deleted on GitHub.</source>
        <translation>申请 #%1 已在 GitHub 上被删除。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="146"/>
        <source>Application #%1 is %2; information is requested only while an application is new or needs info.</source>
        <translation>申请 #%1 的状态为“%2”；只有处于新建或待补充信息状态的申请才能请求补充信息。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="149"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="156"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="163"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="171"/>
        <location filename="../src/core/actions/ActionComposer.cpp" line="184"/>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="154"/>
        <source>Application #%1 is %2; a vote starts only on an application in review.</source>
        <translation>申请 #%1 的状态为“%2”；只有审查中的申请才能发起投票。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="161"/>
        <source>Application #%1 is %2; a decision is recorded only while it is voting.</source>
        <translation>申请 #%1 的状态为“%2”；只有投票中的申请才能记录决定。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="168"/>
        <source>Application #%1 is %2; only an application that needs info or is voting goes back to review.</source>
        <translation>申请 #%1 的状态为“%2”；只有待补充信息或投票中的申请才能退回审查。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="176"/>
        <source>Application #%1 is closed; a review is published only while it is open.</source>
        <translation>申请 #%1 已关闭；只有在申请开启时才能发布评审。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="182"/>
        <source>Application #%1 is %2; a reminder goes out only while its vote runs.</source>
        <translation>申请 #%1 的状态为%2；只有在投票进行期间才会发送提醒。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="189"/>
        <source>Application #%1 is %2; only an approved platform is listed.</source>
        <translation>申请 #%1 的状态为%2；只有已批准的平台才会被列出。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="198"/>
        <source>Application #%1 is not an approved, listed platform; periodic review actions apply only to those.</source>
        <translation>申请 #%1 不是已批准并已收录的平台；定期审查操作仅适用于此类平台。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="203"/>
        <source>Application #%1 already has a deficiency notice running.</source>
        <translation>申请 #%1 已有一份正在生效的缺陷通知。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="224"/>
        <source>The template %1 uses {{%2}}, which has no value here.</source>
        <translation>模板 %1 使用了 {{%2}}，但此处没有对应的值。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="332"/>
        <source>No requirement of application #%1 is marked gap or needs-judgment; mark the missing points in the checklist first.</source>
        <translation>申请 #%1 没有被标记为缺口或需判断的要求；请先在检查清单中标出缺失的内容。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="335"/>
        <source>No requirement of application #%1 is marked gap; mark the missing points in the checklist first (or include needs-judgment items).</source>
        <translation>申请 #%1 没有被标记为缺口的要求；请先在检查清单中标出缺失的内容（或包含需判断的项）。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="357"/>
        <source>The evidence file %1 cannot go into a GitHub comment and was left out.</source>
        <translation>证据文件 %1 无法放入 GitHub 评论，已略去。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="377"/>
        <source>The closing date %1 is in the past.</source>
        <translation>截止日期 %1 已过。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/ActionComposer.cpp" line="381"/>
        <source>A vote stays open at least %n day(s): it can close on %1 at the earliest.</source>
        <translation>
            <numerusform>投票至少开放 %n 天：最早可在 %1 截止。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="464"/>
        <source>A decision states its reasons: write why #%1 is approved.</source>
        <translation>决定须说明理由：请写明 #%1 获批准的原因。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="465"/>
        <source>A decision states its reasons: write why #%1 is declined.</source>
        <translation>决定须说明理由：请写明 #%1 被拒绝的原因。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposerFollowUps.cpp" line="20"/>
        <source>Every eligible organization has voted on #%1; there is nobody to remind.</source>
        <translation>所有有投票资格的组织都已对 #%1 投票；没有需要提醒的人。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposerFollowUps.cpp" line="67"/>
        <source>Say which requirements the platform no longer meets.</source>
        <translation>请说明该平台不再满足哪些要求。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionComposer.cpp" line="534"/>
        <source>No requirement of #%1 has a status yet; there is no review to publish.</source>
        <translation>#%1 的要求尚无任何状态；没有可发布的评审。</translation>
    </message>
</context>
<context>
    <name>acp::ActionController</name>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="144"/>
        <source>Request &amp;Info…</source>
        <translation>请求补充信息(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="146"/>
        <source>Ask the applicant for the missing information (from the checklist&apos;s gaps)</source>
        <translation>向申请人索取缺失的信息（根据检查清单中的缺口）</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="147"/>
        <source>Start &amp;Vote…</source>
        <translation>发起投票(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="148"/>
        <source>Post the vote comment and label the application as voting</source>
        <translation>发布投票评论，并为申请添加“投票中”标签</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="149"/>
        <source>Record &amp;Decision…</source>
        <translation>记录决定(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="151"/>
        <source>Post the outcome, label the application and close it</source>
        <translation>发布结果，为申请添加标签并关闭</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="152"/>
        <source>&amp;Back to Review…</source>
        <translation>退回审查(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="154"/>
        <source>Move the application back to review (new)</source>
        <translation>将申请退回审查（新建）</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="155"/>
        <source>Re&amp;mind Non-voters…</source>
        <translation>提醒未投票者(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="156"/>
        <source>One comment that mentions the representatives and alternates of the organizations that have not voted, with the deadline</source>
        <translation>一条提及尚未投票组织的代表和候补代表并注明截止日期的评论</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="158"/>
        <source>Deficiency &amp;Notice…</source>
        <translation>缺陷通知(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="160"/>
        <source>Periodic review: give notice of deficiencies; starts the clock</source>
        <translation>定期审查：发出缺陷通知；开始计时</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="161"/>
        <source>Re&amp;tire…</source>
        <translation>下架(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="162"/>
        <source>Periodic review: retire the approved platform</source>
        <translation>定期审查：下架已批准的平台</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="163"/>
        <source>Review &amp;Complete…</source>
        <translation>审查完成(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="165"/>
        <source>Periodic review passed: the next review is due later</source>
        <translation>定期审查已通过：下一次审查在之后到期</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="168"/>
        <source>&amp;Application</source>
        <translation>申请(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="192"/>
        <source>&amp;Push Outbox Now</source>
        <translation>立即推送发件箱(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="215"/>
        <source>Demo workspace: actions can be queued here to try them out, but nothing is ever sent to GitHub.</source>
        <translation>演示工作区：可在此将操作加入队列进行试用，但绝不会发送到 GitHub。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="218"/>
        <source>Outbox</source>
        <translation>发件箱</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="224"/>
        <source>&amp;Outbox</source>
        <translation>发件箱(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="229"/>
        <source>Due</source>
        <translation>到期事项</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="236"/>
        <source>&amp;Due</source>
        <translation>到期事项(&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="252"/>
        <location filename="../src/ui/actions/ActionController.cpp" line="263"/>
        <source>Application #%1 is hidden by the filters.</source>
        <translation>申请 #%1 已被筛选条件隐藏。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="276"/>
        <source>Back to Review…</source>
        <translation>退回审查…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="307"/>
        <source>Open the outbox</source>
        <translation>打开发件箱</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="342"/>
        <source>Back online: pushing the outbox…</source>
        <translation>已恢复在线：正在推送发件箱…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="390"/>
        <source>The demo workspace never sends anything to GitHub.</source>
        <translation>演示工作区绝不会向 GitHub 发送任何内容。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="393"/>
        <source>A push is running.</source>
        <translation>正在推送。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="398"/>
        <source>Send the waiting actions to GitHub (F6)</source>
        <translation>将等待中的操作发送到 GitHub (F6)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="397"/>
        <source>Nothing waits in the outbox.</source>
        <translation>发件箱中没有等待的操作。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="413"/>
        <source>Outbox empty</source>
        <translation>发件箱为空</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="408"/>
        <source>%n action(s) waiting</source>
        <translation>
            <numerusform>%n 个操作等待中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="399"/>
        <source>Send the waiting actions, then the ballots, to GitHub (F6)</source>
        <translation>先将等待中的操作、再将选票发送到 GitHub (F6)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="411"/>
        <source>%n ballot(s) waiting</source>
        <translation>
            <numerusform>%n 张选票等待中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="429"/>
        <source>Queued: %1. Push the outbox (F6) to send it.</source>
        <translation>已加入队列：%1。推送发件箱 (F6) 即可发送。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="430"/>
        <source>Queued in the demo outbox (never sent): %1</source>
        <translation>已加入演示发件箱（绝不会发送）：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="86"/>
        <source>Pushing %n action(s)…</source>
        <translation>
            <numerusform>正在推送 %n 个操作…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="87"/>
        <location filename="../src/ui/actions/ActionController.cpp" line="93"/>
        <source>Sending %n ballot(s)…</source>
        <translation>
            <numerusform>正在发送 %n 张选票…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="141"/>
        <source>P&amp;ublish Review…</source>
        <translation>发布评审(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="143"/>
        <source>Post your checklist on the issue as your review; publishing again updates it</source>
        <translation>将你的检查清单作为你的评审发布到议题上；再次发布会更新它</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="446"/>
        <source>Sending the ballots was cancelled; they stay queued.</source>
        <translation>选票发送已取消；选票仍在队列中。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="448"/>
        <source>Ballots not sent: %1</source>
        <translation>选票未发送：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="450"/>
        <source>Ballots: %1 sent, %2 failed, %3 left unsent (see the Outbox).</source>
        <translation>选票：已发送 %1 张，失败 %2 张，%3 张未发送（请查看发件箱）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="455"/>
        <source>%n ballot(s) sent.</source>
        <translation>
            <numerusform>已发送 %n 张选票。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="475"/>
        <source>Pushing: %1 of %2</source>
        <translation>正在推送：第 %1 个，共 %2 个</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="482"/>
        <source>Push waits %n second(s): %1</source>
        <translation>
            <numerusform>推送需等待 %n 秒：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="491"/>
        <source>Push stopped: %1</source>
        <translation>推送已停止：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionController.cpp" line="493"/>
        <source>Outbox pushed: %n action(s) sent.</source>
        <translation>
            <numerusform>发件箱已推送：已发送 %n 个操作。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="496"/>
        <source>Pushed %1; %2 left unsent (see the Outbox).</source>
        <translation>已推送 %1 个；%2 个未发送（请查看发件箱）。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionController.cpp" line="545"/>
        <source>&lt;b&gt;The applicant answered on %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;申请人已于 %1 回复。&lt;/b&gt;</translation>
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
        <translation>加入队列(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="28"/>
        <source>Put the action in the outbox; it is sent on the next push</source>
        <translation>将操作放入发件箱；下次推送时发送</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="59"/>
        <source>&lt;b&gt;%1&lt;/b&gt; on #%2 “%3”</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：#%2“%3”</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="67"/>
        <source>&lt;br&gt;&lt;i&gt;Demo workspace: the action is queued locally to try it out, but never sent to GitHub.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;演示工作区：该操作仅在本地加入队列供试用，绝不会发送到 GitHub。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="91"/>
        <source>Request Info</source>
        <translation>请求补充信息</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="93"/>
        <source>Start Vote</source>
        <translation>发起投票</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="95"/>
        <source>Record Decision</source>
        <translation>记录决定</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="97"/>
        <source>Back to Review</source>
        <translation>退回审查</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="99"/>
        <source>Deficiency Notice</source>
        <translation>缺陷通知</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="101"/>
        <source>Retire</source>
        <translation>下架</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="103"/>
        <source>Review Complete</source>
        <translation>审查完成</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="105"/>
        <source>Publish Review</source>
        <translation>发布评审</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="107"/>
        <source>Listing Pull Request</source>
        <translation>列表拉取请求</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="109"/>
        <source>Remind Non-voters</source>
        <translation>提醒未投票者</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/actions/ActionDialog.cpp" line="129"/>
        <source>Unchecked, the vote closes %n day(s) after it opens (Preferences).</source>
        <translation>
            <numerusform>不勾选时，投票在开始 %n 天后截止（偏好设置）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="134"/>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="135"/>
        <source>Declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="143"/>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="149"/>
        <source>&amp;Reasons:</source>
        <translation>理由(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="145"/>
        <source>Required: why the application is approved or declined. The decision comment and the report carry it.</source>
        <translation>必填：申请获批准或被拒绝的原因。决定评论和报告会载明。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="152"/>
        <source>&amp;Deficiencies:</source>
        <translation>缺陷(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="155"/>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="173"/>
        <source>Also the gaps of @%1&apos;s review</source>
        <translation>同时包含 @%1 评审中的缺口</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="221"/>
        <source>Changes on GitHub: %1</source>
        <translation>GitHub 上的更改：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/ActionDialog.cpp" line="240"/>
        <source>No comment: labels only</source>
        <translation>无评论：仅更改标签</translation>
    </message>
</context>
<context>
    <name>acp::ActionService</name>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="35"/>
        <location filename="../src/core/actions/ActionService.cpp" line="228"/>
        <source>The workspace has no outbox.</source>
        <translation>该工作区没有发件箱。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="61"/>
        <source>No review by @%1 is published on #%2.</source>
        <translation>#%2 上未发布 @%1 的评审。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="141"/>
        <source>Application #%1 has no running vote on GitHub to remind anyone of.</source>
        <translation>申请 #%1 在 GitHub 上没有正在进行的投票，无需提醒。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="164"/>
        <source>A listing pull request is opened from the listing draft.</source>
        <translation>列表拉取请求从列表草稿中创建。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="183"/>
        <source>A review of #%1 is on its way to GitHub; push (or cancel it in the outbox) before publishing again.</source>
        <translation>#%1 的一条评审正在发往 GitHub；再次发布前请先推送（或在发件箱中取消它）。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="243"/>
        <source>The vote could not be recorded: %1</source>
        <translation>无法记录投票：%1</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="249"/>
        <source>The tally could not be frozen: %1</source>
        <translation>无法冻结计票：%1</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ActionService.cpp" line="260"/>
        <source>replaced by a newer review</source>
        <translation>已被更新的评审取代</translation>
    </message>
</context>
<context>
    <name>acp::ActionSettings</name>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="32"/>
        <source>Quorum: more than half of the eligible voting organizations must cast a ballot; an abstention counts as participation.</source>
        <translation>法定人数：超过半数有投票资格的组织必须投出选票；弃权计为参与。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="36"/>
        <source>The application passes when approvals exceed half of the participating organizations, so an abstention counts against approval.</source>
        <translation>赞成票超过参与组织的半数时申请通过，因此弃权等同于不赞成。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="40"/>
        <source>The application passes when approvals outnumber rejections among the participating organizations; abstentions count toward the quorum only.</source>
        <translation>在参与的组织中赞成票多于反对票时申请通过；弃权仅计入法定人数。</translation>
    </message>
</context>
<context>
    <name>acp::ActivityFigures</name>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="108"/>
        <source>The application names no GitHub repository as its project repository, so the figure is not checked.</source>
        <translation>申请未将任何 GitHub 仓库列为项目仓库，因此未核对此数字。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="113"/>
        <source>Not checked yet against %1.</source>
        <translation>尚未与 %1 核对。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="116"/>
        <source>at least %n commit(s)</source>
        <translation>
            <numerusform>至少 %n 个提交</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="118"/>
        <source>%n commit(s)</source>
        <translation>
            <numerusform>%n 个提交</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="120"/>
        <source>at least %n contributor(s)</source>
        <translation>
            <numerusform>至少 %n 位贡献者</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/review/ActivityFigures.cpp" line="122"/>
        <source>%n contributor(s)</source>
        <translation>
            <numerusform>%n 位贡献者</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="127"/>
        <source>%1 shows %2 on its default branch since %3 (checked %4); the application says %5.</source>
        <translation>%1 的默认分支自 %3 起有 %2（%4 核对）；申请中填写的是 %5。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="132"/>
        <source>%1 shows %2 on its default branch since %3 (checked %4); the application gives no number.</source>
        <translation>%1 的默认分支自 %3 起有 %2（%4 核对）；申请中没有给出数字。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="142"/>
        <source>Mismatch: fewer than the %1 the application claims, and below the form&apos;s minimum of %2.</source>
        <translation>不一致：少于申请所称的 %1，且低于表单规定的最低值 %2。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="148"/>
        <source>Mismatch: fewer than the %1 the application claims.</source>
        <translation>不一致：少于申请所称的 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="153"/>
        <source>Mismatch: below the form&apos;s minimum of %1.</source>
        <translation>不一致：低于表单规定的最低值 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ActivityFigures.cpp" line="157"/>
        <source>Other repositories or branches may account for it.</source>
        <translation>其他仓库或分支可能可以解释这一差异。</translation>
    </message>
</context>
<context>
    <name>acp::AddressPolicy</name>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="145"/>
        <source>a public address</source>
        <translation>公共地址</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="147"/>
        <source>an unspecified address (it reaches this computer)</source>
        <translation>未指定地址（指向本机）</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="149"/>
        <source>a loopback address (this computer)</source>
        <translation>环回地址（本机）</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="151"/>
        <source>a private network address</source>
        <translation>私有网络地址</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="153"/>
        <source>a carrier-grade NAT address</source>
        <translation>运营商级 NAT 地址</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="155"/>
        <source>a link-local address</source>
        <translation>链路本地地址</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="157"/>
        <source>a unique-local (private) IPv6 address</source>
        <translation>唯一本地（私有）IPv6 地址</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="159"/>
        <source>a multicast address</source>
        <translation>组播地址</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="161"/>
        <source>a broadcast address</source>
        <translation>广播地址</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AddressPolicy.cpp" line="163"/>
        <source>a reserved special-purpose address</source>
        <translation>保留的特殊用途地址</translation>
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
        <translation>申请 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="375"/>
        <source>No labels</source>
        <translation>无标签</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="377"/>
        <source>Labels: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="386"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="404"/>
        <source>Updated %1</source>
        <translation>更新于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="443"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="445"/>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="447"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="449"/>
        <source>Checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="451"/>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="465"/>
        <source>Reviewed by %1.</source>
        <translation>评审者：%1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="475"/>
        <source>The reviews differ on %n requirement(s): %1.</source>
        <translation>
            <numerusform>评审在 %n 项要求上不一致：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationListModel.cpp" line="479"/>
        <source>The reviews agree.</source>
        <translation>各评审意见一致。</translation>
    </message>
</context>
<context>
    <name>acp::ApplicationPane</name>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="82"/>
        <source>Application source</source>
        <translation>申请源码</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="84"/>
        <source>The issue body as Markdown, as the applicant wrote it</source>
        <translation>Issue 正文的 Markdown 原文，即申请人所写的内容</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="99"/>
        <source>Editing…</source>
        <translation>正在编辑…</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="119"/>
        <source>Drop to add evidence about the whole application</source>
        <translation>拖放到此处，添加关于整个申请的证据</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="308"/>
        <source>Select an application in the list to read it here.</source>
        <translation>在列表中选择一个申请，即可在此阅读。</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="521"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="528"/>
        <source>The issue is closed</source>
        <translation>该 Issue 已关闭</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="529"/>
        <source>The issue is open</source>
        <translation>该 Issue 处于打开状态</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="533"/>
        <source>Opened by %1 on %2</source>
        <translation>由 %1 于 %2 创建</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="534"/>
        <source>ghost</source>
        <translation>ghost</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="538"/>
        <source>updated %1</source>
        <translation>更新于 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="539"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n 条评论</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="542"/>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="552"/>
        <source>Opened %1
Updated %2</source>
        <translation>创建于 %1
更新于 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="558"/>
        <source>Open on GitHub</source>
        <translation>在 GitHub 上打开</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="613"/>
        <source>Label %1</source>
        <translation>标签 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="630"/>
        <source>Saved %1</source>
        <translation>保存于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="645"/>
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="648"/>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../src/ui/applications/ApplicationPane.cpp" line="649"/>
        <source>The note could not be saved: %1</source>
        <translation>无法保存笔记：%1</translation>
    </message>
</context>
<context>
    <name>acp::ApplicationReportWriter</name>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="46"/>
        <source>%1 of %2 requirements reviewed</source>
        <translation>已审查 %1 项要求，共 %2 项</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="16"/>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="20"/>
        <source>Declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="21"/>
        <source>Declined (no vote)</source>
        <translation>已拒绝（未经投票）</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="24"/>
        <source>No vote</source>
        <translation>未投票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="27"/>
        <source>Vote opened</source>
        <translation>投票已开始</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="32"/>
        <source>Open: no quorum yet</source>
        <translation>进行中：尚未达到法定人数</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="36"/>
        <source>Open: passing</source>
        <translation>进行中：目前可通过</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="37"/>
        <source>Open: failing</source>
        <translation>进行中：目前未通过</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="39"/>
        <source>Passed</source>
        <translation>已通过</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="40"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="67"/>
        <source>Application #%1</source>
        <translation>申请 #%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="87"/>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="97"/>
        <source>Submitted</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="99"/>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="133"/>
        <source>%1 by %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="103"/>
        <source>Last updated</source>
        <translation>最后更新</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="107"/>
        <source>; closed %1</source>
        <translation>；关闭于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="111"/>
        <source>Review state</source>
        <translation>审查状态</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="116"/>
        <source>; labels: %1</source>
        <translation>；标签：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="120"/>
        <source>Requirements</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="122"/>
        <source>%1, version %2</source>
        <translation>%1，版本 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="124"/>
        <source>ACP admission requirements</source>
        <translation>ACP 准入要求</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="129"/>
        <source>Prepared</source>
        <translation>编制时间</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="137"/>
        <source>, from the offline cache of %1</source>
        <translation>，基于 %1 的离线缓存</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="159"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="166"/>
        <source>%n comment(s) from the working group</source>
        <translation>
            <numerusform>工作组评论 %n 条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="168"/>
        <source>%n comment(s) from the submitter</source>
        <translation>
            <numerusform>申请人评论 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="169"/>
        <source>vote: %1</source>
        <translation>投票：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="194"/>
        <source>Requirement</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="175"/>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="195"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="196"/>
        <source>Reviewer&apos;s note and evidence</source>
        <translation>审查人笔记和证据</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="212"/>
        <source>Checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="214"/>
        <source>The requirement set is empty.</source>
        <translation>要求集为空。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="241"/>
        <source>Answered in: %1</source>
        <translation>作答部分：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="264"/>
        <source>No note.</source>
        <translation>无笔记。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="276"/>
        <source>Evidence about the application as a whole</source>
        <translation>关于整个申请的证据</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="280"/>
        <source>Links from sections and comments that name no single requirement.</source>
        <translation>来自未指明单个要求的表单部分和评论中的链接。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="291"/>
        <source>Conversation</source>
        <translation>往来沟通</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="293"/>
        <source>No comments besides the vote and the decision.</source>
        <translation>除投票和决定外没有其他评论。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="297"/>
        <source>Requests and remarks from the working group and the submitter&apos;s answers, oldest first. Long comments are shortened; each links to its full text.</source>
        <translation>工作组的请求和意见，以及申请人的答复，按时间从早到晚排列。较长的评论已截短；每条评论均链接到其全文。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="312"/>
        <source>Submitter&apos;s answer</source>
        <translation>申请人的答复</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="312"/>
        <source>Submitter</source>
        <translation>申请人</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="313"/>
        <source>Working group</source>
        <translation>工作组</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="313"/>
        <source>Other participant</source>
        <translation>其他参与者</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="322"/>
        <source>comment on GitHub</source>
        <translation>GitHub 上的评论</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="330"/>
        <source>… shortened; the full comment is on GitHub.</source>
        <translation>…已截短；完整评论请在 GitHub 上查看。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="333"/>
        <source>Links in the comment: </source>
        <translation>评论中的链接：</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="63"/>
        <source> (alternate %1)</source>
        <translation>（候补代表 %1）</translation>
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
        <translation>此申请尚未进行投票。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="90"/>
        <source>Opened by %1 on %2</source>
        <translation>由 %1 于 %2 创建</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="93"/>
        <source>Opened from this workbench</source>
        <translation>通过 ACP Workbench 发起</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="96"/>
        <source>; open until %1</source>
        <translation>；开放至 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="100"/>
        <source>The vote comment</source>
        <translation>投票评论</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="102"/>
        <source>The vote comment has not reached GitHub yet.</source>
        <translation>投票评论尚未发送到 GitHub。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="112"/>
        <source>Rule: </source>
        <translation>规则：</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="126"/>
        <source>Standing (the vote is open): </source>
        <translation>当前结果（投票进行中）：</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="126"/>
        <source>Result: </source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="130"/>
        <source>%1. %2 approve, %3 reject, %4 abstain.</source>
        <translation>%1。赞成 %2，反对 %3，弃权 %4。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="139"/>
        <source>Not voted yet: %1.</source>
        <translation>尚未投票：%1。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="143"/>
        <source>The tally was frozen when the decision was recorded (%1); later reactions do not change it.</source>
        <translation>计票结果已在记录决定时冻结（%1）；之后的表情回应不会改变它。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="149"/>
        <source>%n ballot(s) cast after the vote closed: listed, not counted.</source>
        <translation>
            <numerusform>%n 张选票在投票截止后投出：已列出，但不计入。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="166"/>
        <source>Roster frozen when the vote opened</source>
        <translation>投票开始时冻结的名册</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="173"/>
        <source>Organization</source>
        <translation>组织</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="174"/>
        <source>Representative (alternate)</source>
        <translation>代表（候补代表）</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="176"/>
        <source>Ballot</source>
        <translation>选票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="202"/>
        <source> (late)</source>
        <translation>（逾期）</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="209"/>
        <source>Not on the roster (non-binding): %1.</source>
        <translation>不在名册上（无约束力）：%1。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="219"/>
        <source>Reasons given with ballots:</source>
        <translation>投票附带的理由：</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="227"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="228"/>
        <source>%1, %2: “%3”</source>
        <translation>%1，%2：“%3”</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportVote.cpp" line="234"/>
        <source>Other reactions (not ballots): %1.</source>
        <translation>其他表情回应（非选票）：%1。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="351"/>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="355"/>
        <source>No decision has been recorded yet.</source>
        <translation>尚未记录决定。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="356"/>
        <source>The application is labelled “%1”; no decision comment was found.</source>
        <translation>该申请带有标签“%1”，但未找到决定评论。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="363"/>
        <source>Recorded by %1 on %2.  </source>
        <translation>由 %1 于 %2 记录。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ApplicationReportWriter.cpp" line="366"/>
        <source>The decision comment</source>
        <translation>决定评论</translation>
    </message>
</context>
<context>
    <name>acp::AuditLogDialog</name>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="23"/>
        <source>Outbox Audit Log</source>
        <translation>发件箱审计日志</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="29"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="37"/>
        <source>&amp;Export CSV…</source>
        <translation>导出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="76"/>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="77"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="87"/>
        <source>Export Audit Log</source>
        <translation>导出审计日志</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/AuditLogDialog.cpp" line="88"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>acp::AuthorTrust</name>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="27"/>
        <source>Working group</source>
        <translation>工作组</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="29"/>
        <source>Applicant</source>
        <translation>申请人</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="33"/>
        <source>Other participant</source>
        <translation>其他参与者</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="128"/>
        <source>@%1 is the applicant, whose comments never count as the working group&apos;s.</source>
        <translation>@%1 是申请人，其评论从不算作工作组的评论。</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="135"/>
        <source>@%1 is not on the co-chair list.</source>
        <translation>@%1 不在联合主席名单上。</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="138"/>
        <source>The role of @%1 in the repository is not known yet (sync again).</source>
        <translation>尚不知道 @%1 在仓库中的角色（请重新同步）。</translation>
    </message>
    <message>
        <location filename="../src/core/review/AuthorTrust.cpp" line="141"/>
        <source>@%1 has no role in the repository (%2).</source>
        <translation>@%1 在仓库中没有角色（%2）。</translation>
    </message>
</context>
<context>
    <name>acp::AutomaticCheckView</name>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="104"/>
        <source>checked %1</source>
        <translation>检查于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="110"/>
        <source>checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="111"/>
        <source>advisory only</source>
        <translation>仅供参考</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="119"/>
        <source>Looked at:</source>
        <translation>已查看：</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/AutomaticCheckView.cpp" line="121"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>acp::AutomaticChecks</name>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="92"/>
        <source>Security policy</source>
        <translation>安全策略</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="94"/>
        <source>Release gap</source>
        <translation>版本滞后</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="96"/>
        <source>Working CI</source>
        <translation>可用的 CI</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="98"/>
        <source>Package</source>
        <translation>软件包</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="100"/>
        <source>CI relay level</source>
        <translation>CI 中继级别</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="462"/>
        <source>This version of the workbench does not know the check &quot;%1&quot;.</source>
        <translation>此版本的 ACP Workbench 无法识别检查项“%1”。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="520"/>
        <source>A security policy was found: %1.</source>
        <translation>找到了安全策略：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="523"/>
        <source>No SECURITY.md in the root, .github/ or docs/ folder of %1.</source>
        <translation>%1 的根目录、.github/ 或 docs/ 文件夹中没有 SECURITY.md。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="527"/>
        <source>The linked page %1 may describe a security policy; it cannot be verified automatically.</source>
        <translation>链接的页面 %1 可能描述了安全策略；无法自动验证。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="532"/>
        <source>Could not look for a security policy: %1.</source>
        <translation>无法查找安全策略：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="534"/>
        <source>No GitHub repository or security policy page is linked.</source>
        <translation>未链接 GitHub 仓库或安全策略页面。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="536"/>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="614"/>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="817"/>
        <source>The linked repositories have not been fetched yet.</source>
        <translation>尚未获取链接的仓库。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="545"/>
        <source>No GitHub repository or releases page of the platform is linked.</source>
        <translation>未链接该平台的 GitHub 仓库或发布页面。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="606"/>
        <source>No release was found in %1.</source>
        <translation>在 %1 中未找到发布版本。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="609"/>
        <source>%1 could not be fetched.</source>
        <translation>无法获取 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="611"/>
        <source>The platform&apos;s releases could not be fetched from %1.</source>
        <translation>无法从 %1 获取该平台的发布版本。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="619"/>
        <source>PyTorch&apos;s releases could not be fetched%1, so the platform&apos;s latest release %2 was not compared.</source>
        <translation>无法获取 PyTorch 的发布版本%1，因此未比较该平台的最新发布版本 %2。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="637"/>
        <source>The latest release %1 of %2 names no version number to compare with PyTorch %3.</source>
        <translation>%2 的最新发布版本 %1 未注明可与 PyTorch %3 比较的版本号。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="646"/>
        <source>The latest release %1 of %2 (%3) is numbered %4, which does not follow PyTorch&apos;s versions (PyTorch %5).</source>
        <translation>%2 的最新发布版本 %1（%3）编号为 %4，与 PyTorch 的版本号（PyTorch %5）不对应。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="654"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5: more than three.</source>
        <translation>
            <numerusform>%2 的最新发布版本 %1（%3）对应 PyTorch %4，落后 PyTorch %5 共 %n 个次版本：超过三个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="660"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, %n minor version(s) behind PyTorch %5 (at most three are allowed).</source>
        <translation>
            <numerusform>%2 的最新发布版本 %1（%3）对应 PyTorch %4，落后 PyTorch %5 共 %n 个次版本（最多允许三个）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="666"/>
        <source>The latest release %1 of %2 (%3) follows PyTorch %4, PyTorch&apos;s latest release is %5.</source>
        <translation>%2 的最新发布版本 %1（%3）对应 PyTorch %4，而 PyTorch 的最新发布版本为 %5。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="716"/>
        <source>%1 lists no release file that is not yanked.</source>
        <translation>%1 中没有未撤回（yanked）的发布文件。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="721"/>
        <source>PyTorch&apos;s releases could not be fetched, so the newest file on %1, %2, was not compared.</source>
        <translation>无法获取 PyTorch 的发布版本，因此未比较 %1 上的最新文件 %2。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="729"/>
        <source>The newest file on %1, %2, is numbered in a way that does not follow PyTorch&apos;s versions (PyTorch %3).</source>
        <translation>%1 上的最新文件 %2 的编号方式不遵循 PyTorch 的版本（PyTorch %3）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="739"/>
        <source>The newest file on %1, %2, follows PyTorch %3, %n minor version(s) behind PyTorch %4: more than three.</source>
        <translation>
            <numerusform>%1 上的最新文件 %2 对应 PyTorch %3，落后 PyTorch %4 %n 个次版本：超过三个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="745"/>
        <source>The newest file on %1, %2, follows PyTorch %3, %n minor version(s) behind PyTorch %4 (at most three are allowed).</source>
        <translation>
            <numerusform>%1 上的最新文件 %2 对应 PyTorch %3，落后 PyTorch %4 %n 个次版本（最多允许三个）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="751"/>
        <source>The newest file on %1, %2, follows PyTorch %3; PyTorch&apos;s latest release is %4.</source>
        <translation>%1 上的最新文件 %2 对应 PyTorch %3；PyTorch 的最新发布版本是 %4。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="762"/>
        <source>No GitHub repository or workflow is linked.</source>
        <translation>未链接 GitHub 仓库或工作流。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="796"/>
        <source>%1 on %2</source>
        <translation>%1 的 %2 分支</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="818"/>
        <source>Could not look at the workflow runs of %1.</source>
        <translation>无法查看 %1 的工作流运行记录。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="824"/>
        <source>No recent workflow runs on the default branch of %1.</source>
        <translation>%1 的默认分支上近期没有工作流运行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="843"/>
        <source>None of the %n recent workflow run(s) of %1 finished with success or failure.</source>
        <translation>
            <numerusform>%1 最近的 %n 次工作流运行均未以成功或失败结束。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="852"/>
        <source>%1 of %n finished run(s) succeeded</source>
        <translation>
            <numerusform>已完成的 %n 次运行中成功 %1 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="855"/>
        <source>All %n recent finished workflow run(s) of %1 failed (latest %2).</source>
        <translation>
            <numerusform>%1 最近已完成的 %n 次工作流运行全部失败（最近一次：%2）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="861"/>
        <source>The latest workflow run of %1 (%2) failed; %3.</source>
        <translation>%1 的最新工作流运行（%2）失败；%3。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="864"/>
        <source>The latest workflow run of %1 (%2) succeeded, but only %3.</source>
        <translation>%1 的最新工作流运行（%2）成功，但整体成功率偏低：%3。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="869"/>
        <source>The latest workflow run of %1 (%2) succeeded; %3.</source>
        <translation>%1 的最新工作流运行（%2）成功；%3。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="882"/>
        <source>The latest run was %n day(s) before the data was fetched.</source>
        <translation>
            <numerusform>最近一次运行比获取数据的时间早 %n 天。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="891"/>
        <source>No package index or download page is linked.</source>
        <translation>未链接软件包索引或下载页面。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="905"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="909"/>
        <source>The linked pages have not been fetched yet.</source>
        <translation>尚未获取链接的页面。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="912"/>
        <source>The linked page(s) answer: %1.</source>
        <translation>
            <numerusform>链接的页面有响应：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="916"/>
        <source>%1 answer(s), but %2 did not.</source>
        <translation>
            <numerusform>%1 有响应，但 %2 没有。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="920"/>
        <source>None of the linked pages answers: %1.</source>
        <translation>链接的页面均无响应：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="932"/>
        <source>In-tree: not applicable. The application says the platform is developed in PyTorch&apos;s own tree; the CI relay lists downstream repositories only.</source>
        <translation>In-tree：不适用。申请称该平台在 PyTorch 自身的源码树中开发；CI 中继只列出下游仓库。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="939"/>
        <source>No GitHub repository or HUD page of the platform is linked.</source>
        <translation>未链接该平台的 GitHub 仓库或 HUD 页面。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="951"/>
        <source>PyTorch&apos;s CI relay allowlist (%1) could not be fetched: %2.</source>
        <translation>无法获取 PyTorch CI 中继的允许列表（%1）：%2。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="954"/>
        <source>PyTorch&apos;s CI relay allowlist has not been fetched yet.</source>
        <translation>尚未获取 PyTorch CI 中继的允许列表。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="963"/>
        <source>PyTorch&apos;s CI relay allowlist (%1, as of %2) names no level from L1 to L4; its format may have changed.</source>
        <translation>PyTorch CI 中继的允许列表（%1，截至 %2）中没有 L1 到 L4 的级别；其格式可能已更改。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="980"/>
        <source>Not on PyTorch&apos;s CI relay allowlist (as of %1): %2. No HUD page shows the results.</source>
        <translation>不在 PyTorch CI 中继的允许列表中（截至 %1）：%2。没有 HUD 页面显示其结果。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="989"/>
        <source>%1 is at %2 on PyTorch&apos;s CI relay (allowlist as of %3): its results have a HUD page, %4.</source>
        <translation>%1 在 PyTorch CI 中继中为 %2（允许列表截至 %3）：其结果有 HUD 页面 %4。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/AutomaticChecks.cpp" line="994"/>
        <source>%1 is at %2 on PyTorch&apos;s CI relay (allowlist as of %3): it receives PyTorch&apos;s events, but its results are on no HUD page yet; dedicated HUD pages need L2 or higher.</source>
        <translation>%1 在 PyTorch CI 中继中为 %2（允许列表截至 %3）：它会收到 PyTorch 的事件，但其结果尚未显示在任何 HUD 页面上；专用 HUD 页面需要 L2 或更高级别。</translation>
    </message>
</context>
<context>
    <name>acp::BallotReasons</name>
    <message>
        <location filename="../src/core/voting/BallotReasons.cpp" line="132"/>
        <source>A ballot needs a reason (Preferences: Voting).</source>
        <translation>投票须附理由（首选项：投票）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotReasons.cpp" line="135"/>
        <source>A reason is at most %1 characters; this one has %2.</source>
        <translation>理由最多 %1 个字符；此理由有 %2 个。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotReasons.cpp" line="141"/>
        <source>A reason cannot contain &quot;acp-workbench:&quot;, the workbench&apos;s hidden markers.</source>
        <translation>理由不能包含“acp-workbench:”，即工作台的隐藏标记。</translation>
    </message>
</context>
<context>
    <name>acp::BallotSender</name>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="59"/>
        <source>GitHub answered HTTP %1.</source>
        <translation>GitHub 返回了 HTTP %1。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="170"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="202"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="555"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="772"/>
        <source>The connection to GitHub was closed.</source>
        <translation>与 GitHub 的连接已关闭。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="325"/>
        <source>Replaced by a later ballot.</source>
        <translation>已被之后的选票取代。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="340"/>
        <source>#%1 is gone from GitHub; the ballot was not sent.</source>
        <translation>#%1 已不在 GitHub 上；选票未发送。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="350"/>
        <source>The vote on #%1 is no longer open; the ballot was not sent.</source>
        <translation>#%1 的投票已不再开放；选票未发送。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="362"/>
        <source>The comment this ballot was cast on is not the vote comment of #%1 the workbench trusts; the ballot was not sent.</source>
        <translation>此选票所针对的评论不是 ACP Workbench 信任的 #%1 投票评论；选票未发送。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="383"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="429"/>
        <source>The vote comment of #%1 no longer exists; the ballot was not sent.</source>
        <translation>#%1 的投票评论已不存在；选票未发送。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="396"/>
        <source>The comment this ballot was cast on is no longer a vote comment of #%1; the ballot was not sent.</source>
        <translation>此选票所针对的评论已不再是 #%1 的投票评论；选票未发送。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="400"/>
        <source>The comment this ballot was cast on is not trusted (%1); the ballot was not sent.</source>
        <translation>此选票所针对的评论不受信任（%1）；选票未发送。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/BallotSender.cpp" line="457"/>
        <source>the reactions on the vote comment changed while each of %n reads of them was under way; the ballot was not sent yet.</source>
        <translation>
            <numerusform>投票评论上的回应在 %n 次读取的每一次进行中都发生了变化；投票尚未发送。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="580"/>
        <source>#%1 is gone from GitHub; the ballot&apos;s reason was not posted.</source>
        <translation>#%1 已不在 GitHub 上；投票理由未发布。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="627"/>
        <source>The ballot is cast; its reason could not be posted: %1</source>
        <translation>已投票；但理由未能发布：%1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="671"/>
        <location filename="../src/core/voting/BallotSender.cpp" line="685"/>
        <source>Ballot on #%1: %2</source>
        <translation>#%1 的选票：%2</translation>
    </message>
</context>
<context>
    <name>acp::BarChart</name>
    <message>
        <location filename="../src/ui/charts/BarChart.cpp" line="191"/>
        <source>The chart could not be encoded as PNG.</source>
        <translation>无法将图表编码为 PNG。</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/BarChart.cpp" line="200"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>acp::ChartView</name>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="41"/>
        <source>Export as &amp;PNG…</source>
        <translation>导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="43"/>
        <source>Save the chart as a PNG picture</source>
        <translation>将图表保存为 PNG 图片</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="45"/>
        <source>Export as &amp;SVG…</source>
        <translation>导出为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="47"/>
        <source>Save the chart as an SVG drawing, to scale without blur</source>
        <translation>将图表保存为 SVG 矢量图，缩放不失真</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="53"/>
        <location filename="../src/ui/charts/ChartView.cpp" line="139"/>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="128"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/ui/charts/ChartView.cpp" line="128"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
</context>
<context>
    <name>acp::Checklist</name>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="193"/>
        <source>%1 of %2 checked</source>
        <translation>已勾选 %1/%2 项</translation>
    </message>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="198"/>
        <source>%1; not checked: %2</source>
        <translation>%1；未勾选：%2</translation>
    </message>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="206"/>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <location filename="../src/core/review/Checklist.cpp" line="452"/>
        <source>The form has no field for this; look in the thread or the repository.</source>
        <translation>表单中没有此项的字段；请在讨论串或仓库中查找。</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistActions</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="16"/>
        <source>Ne&amp;xt Requirement</source>
        <translation>下一个要求(&amp;X)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="18"/>
        <source>Go to the next requirement (J or Ctrl+Down)</source>
        <translation>转到下一个要求（J 或 Ctrl+Down）</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="20"/>
        <source>Pre&amp;vious Requirement</source>
        <translation>上一个要求(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="23"/>
        <source>Go to the previous requirement (K or Ctrl+Up)</source>
        <translation>转到上一个要求（K 或 Ctrl+Up）</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="25"/>
        <source>&amp;Edit Reviewer Note</source>
        <translation>编辑审查人笔记(&amp;E)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="27"/>
        <source>Write the note of the selected requirement (E; Esc returns to the list)</source>
        <translation>编写所选要求的笔记（E；按 Esc 返回列表）</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="30"/>
        <source>&amp;Paste as Evidence</source>
        <translation>粘贴为证据(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="32"/>
        <source>Add the clipboard (a link, text, file or image) to the selected requirement as an evidence note</source>
        <translation>将剪贴板内容（链接、文本、文件或图片）作为证据笔记添加到所选要求</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="35"/>
        <source>Add &amp;Link…</source>
        <translation>添加链接(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="36"/>
        <source>Add a web address as evidence</source>
        <translation>添加网址作为证据</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="38"/>
        <source>Add &amp;Text…</source>
        <translation>添加文本(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="39"/>
        <source>Add a text snippet as evidence</source>
        <translation>添加文本片段作为证据</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="41"/>
        <source>Add &amp;Files…</source>
        <translation>添加文件(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="42"/>
        <source>Copy files into the workspace as evidence</source>
        <translation>将文件复制到工作区作为证据</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="57"/>
        <source>Mark as &amp;Met</source>
        <translation>标记为已满足(&amp;M)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="60"/>
        <source>Mark as &amp;Gap</source>
        <translation>标记为缺口(&amp;G)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="63"/>
        <source>Mark as Needs &amp;Judgment</source>
        <translation>标记为需判断(&amp;J)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="66"/>
        <source>Mark as &amp;Not Applicable</source>
        <translation>标记为不适用(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="69"/>
        <source>Mark as &amp;Unreviewed</source>
        <translation>标记为未审查(&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistActions.cpp" line="74"/>
        <source>Set the selected requirement to %1 (%2)</source>
        <translation>将所选要求设为“%1”(%2)</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistEditor</name>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="33"/>
        <source>Unknown requirement “%1”; the requirements are: %2.</source>
        <translation>未知要求“%1”；可用的要求有：%2。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="54"/>
        <source>The requirement %1 cannot be “%2”; its statuses are: %3.</source>
        <translation>要求 %1 不能设为“%2”；其可用状态有：%3。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="75"/>
        <source>The status could not be saved: %1</source>
        <translation>无法保存状态：%1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="87"/>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="99"/>
        <source>The note could not be saved: %1</source>
        <translation>无法保存笔记：%1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="112"/>
        <source>The checklist could not be saved: %1</source>
        <translation>无法保存检查清单：%1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="154"/>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="169"/>
        <source>The evidence note no longer exists.</source>
        <translation>该证据笔记已不存在。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="161"/>
        <source>The evidence note could not be saved: %1</source>
        <translation>无法保存证据笔记：%1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="173"/>
        <source>The evidence note could not be deleted: %1</source>
        <translation>无法删除证据笔记：%1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistEditor.cpp" line="182"/>
        <source>The evidence note could not be restored: %1</source>
        <translation>无法恢复证据笔记：%1</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistModel</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="12"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="543"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="622"/>
        <source>the application</source>
        <translation>此申请</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="386"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="476"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="501"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="576"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="612"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="699"/>
        <source>No application is shown.</source>
        <translation>当前未显示任何申请。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="424"/>
        <source>@%1: %2 (%3)</source>
        <translation>@%1：%2（%3）</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="434"/>
        <source>The reviews differ here.</source>
        <translation>各评审在此处不一致。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="448"/>
        <source>@%1&apos;s review says nothing about this requirement.</source>
        <translation>@%1 的评审未涉及此要求。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="451"/>
        <source>_Adopted from @%1&apos;s review of %2._</source>
        <translation>_采纳自 @%1 于 %2 的评审。_</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="462"/>
        <source>Adopt @%1&apos;s review</source>
        <translation>采纳 @%1 的评审</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="549"/>
        <source>Add a link to %1</source>
        <translation>为 %1 添加链接</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="552"/>
        <source>Add a text to %1</source>
        <translation>为 %1 添加文本</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="555"/>
        <source>Add a file to %1</source>
        <translation>为 %1 添加文件</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="558"/>
        <source>Add an image to %1</source>
        <translation>为 %1 添加图片</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="562"/>
        <source>Add %n evidence note(s) to %1</source>
        <translation>
            <numerusform>为 %1 添加 %n 条证据笔记</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="580"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="616"/>
        <source>The evidence note no longer exists.</source>
        <translation>该证据笔记已不存在。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="593"/>
        <source>Include a note in the report</source>
        <translation>将笔记纳入报告</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="594"/>
        <source>Leave a note out of the report</source>
        <translation>不将笔记纳入报告</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="597"/>
        <source>Include a note in the request for information</source>
        <translation>将笔记纳入补充信息请求</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="598"/>
        <source>Leave a note out of the request for information</source>
        <translation>不将笔记纳入补充信息请求</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="600"/>
        <source>Move an evidence note</source>
        <translation>移动证据笔记</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="602"/>
        <source>Edit an evidence note</source>
        <translation>编辑证据笔记</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="626"/>
        <source>Delete an evidence note from %1</source>
        <translation>从 %1 删除证据笔记</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="635"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="660"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="677"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="715"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="732"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="753"/>
        <source>No workspace is open.</source>
        <translation>未打开任何工作区。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="908"/>
        <source>%1 requirements: %2</source>
        <translation>%1要求：%2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="915"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="950"/>
        <source>Whole application</source>
        <translation>整个申请</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="953"/>
        <source>Evidence about the application as a whole: links from sections that answer no requirement and from comments that name none, and notes dropped onto the application.</source>
        <translation>关于整个申请的证据：来自未回答任何要求的表单部分和未提及任何要求的评论中的链接，以及拖放到申请上的笔记。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="958"/>
        <source>Whole application: %1</source>
        <translation>整个申请：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="959"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1020"/>
        <source>%n evidence item(s)</source>
        <translation>
            <numerusform>%n 项证据</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="970"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1062"/>
        <source>%1 from the application, %2 of yours</source>
        <translation>来自申请的 %1，你添加的 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="971"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1063"/>
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n 个链接</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="972"/>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1064"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条笔记</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1018"/>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1042"/>
        <source>Status: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1044"/>
        <source>Set %1</source>
        <translation>设置于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1048"/>
        <source>Keys: 1 met, 2 gap, 3 needs judgment, 4 not applicable, 0 unreviewed</source>
        <translation>快捷键：1 已满足、2 缺口、3 需判断、4 不适用、0 未审查</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1109"/>
        <source>Requirement</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1111"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistModel.cpp" line="1113"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistPane</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="63"/>
        <source>Keys: 1 met, 2 gap, 3 needs judgment, 4 not applicable, 0 unreviewed; J and K move to the next and previous requirement; E edits the note. Drop links, text, files or images onto a requirement.</source>
        <translation>快捷键：1 已满足、2 缺口、3 需判断、4 不适用、0 未审查；J 和 K 分别移到下一个和上一个要求；E 编辑笔记。可将链接、文本、文件或图片拖放到要求上。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="78"/>
        <source>Automatic checks</source>
        <translation>自动检查</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="80"/>
        <source>Advisory only: they never set a status. Each says what it looked at and when; hover for the addresses.</source>
        <translation>仅供参考：自动检查从不设置状态。每项检查都会说明查看了什么以及查看时间；将鼠标悬停可查看地址。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="89"/>
        <source>Pri&amp;vate</source>
        <translation>私有(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="91"/>
        <source>Keep this note on this computer: a published review leaves it out</source>
        <translation>将此备注保留在本机：发布的评审不包含它</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="114"/>
        <source>Adopted @%1&apos;s review; Ctrl+Z undoes it.</source>
        <translation>已采纳 @%1 的评审；Ctrl+Z 可撤销。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="178"/>
        <source>Hide the reviewer guidance</source>
        <translation>隐藏审查人指引</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="179"/>
        <source>Show the reviewer guidance</source>
        <translation>显示审查人指引</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="190"/>
        <source>Select an application to review it against the admission requirements.</source>
        <translation>选择一个申请，按准入要求对其进行审查。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="257"/>
        <source>%1 (key %2)</source>
        <translation>%1（按键 %2）</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="258"/>
        <source>Mark as %1</source>
        <translation>标记为%1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="347"/>
        <source>Requirement details</source>
        <translation>要求详情</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="462"/>
        <source>%1 of %2 reviewed · %3</source>
        <translation>已审查 %1 项，共 %2 项 · %3</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="582"/>
        <source>Read the official requirement</source>
        <translation>阅读官方要求原文</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="602"/>
        <source>No section of the form answers this requirement.</source>
        <translation>表单中没有任何部分回答此要求。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="605"/>
        <source>Answered in %1</source>
        <translation>作答部分：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="613"/>
        <source>Drop links, text, files or images here to add them to %1, or paste with Ctrl+V.</source>
        <translation>将链接、文本、文件或图片拖放到此处以添加到 %1，或按 Ctrl+V 粘贴。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="617"/>
        <source>Whole application</source>
        <translation>整个申请</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="619"/>
        <source>Evidence about the application as a whole: links from sections that answer no requirement and from comments that name none, and the notes you add here or drop onto the application.</source>
        <translation>关于整个申请的证据：来自未回答任何要求的表单部分和未提及任何要求的评论中的链接，以及你在此处添加或拖放到申请上的笔记。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="628"/>
        <source>Drop links, text, files or images here to add them to the application as a whole, or paste with Ctrl+V.</source>
        <translation>将链接、文本、文件或图片拖放到此处以添加到整个申请，或按 Ctrl+V 粘贴。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="659"/>
        <source>Written from the form %1.</source>
        <translation>使用表单 %1 填写。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="786"/>
        <source>Select a requirement to set its status.</source>
        <translation>选择一个要求以设置其状态。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistPane.cpp" line="795"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStatus</name>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="46"/>
        <source>Unreviewed</source>
        <translation>未审查</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="48"/>
        <source>Met</source>
        <translation>已满足</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="50"/>
        <source>Gap</source>
        <translation>缺口</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="52"/>
        <source>Needs judgment</source>
        <translation>需判断</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStatus.cpp" line="54"/>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStore</name>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="179"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="244"/>
        <source>A checklist entry needs an application and a requirement.</source>
        <translation>检查清单条目需要指定申请和要求。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="261"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="384"/>
        <source>An evidence note needs an application.</source>
        <translation>证据笔记需要指定申请。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="295"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="498"/>
        <source>Only http and https addresses can be added as links; %1 is not one.</source>
        <translation>只能添加 http 和 https 地址作为链接；%1 不是此类地址。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="312"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="503"/>
        <source>An empty text cannot be added as evidence.</source>
        <translation>不能将空文本添加为证据。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="316"/>
        <source>The text is too long to be a note (%1 characters; at most %2). Add it as a file instead.</source>
        <translation>文本过长，无法作为笔记（%1 个字符；最多 %2 个）。请改为以文件形式添加。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="338"/>
        <source>The file %1 does not exist.</source>
        <translation>文件 %1 不存在。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="342"/>
        <source>%1 is not a regular file; only files can be added as evidence.</source>
        <translation>%1 不是常规文件；只能添加文件作为证据。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="347"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="365"/>
        <source>%1 is %2; evidence files can be at most %3.</source>
        <translation>%1 的大小为 %2；证据文件最大为 %3。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="353"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="407"/>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="380"/>
        <source>Only file and image notes hold files.</source>
        <translation>只有文件和图片笔记包含文件。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="389"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="453"/>
        <source>The folder %1 could not be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="398"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="422"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="427"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="461"/>
        <source>The evidence file could not be stored: %1</source>
        <translation>无法存储证据文件：%1</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="416"/>
        <source>%1 is larger than %2, the limit for evidence files.</source>
        <translation>%1 超过了证据文件的大小上限 %2。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="490"/>
        <location filename="../src/core/review/ChecklistStore.cpp" line="526"/>
        <source>The evidence note no longer exists.</source>
        <translation>该证据笔记已不存在。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="493"/>
        <source>An evidence note cannot change its kind.</source>
        <translation>证据笔记不能更改其类型。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="544"/>
        <source>The evidence note cannot be restored: it has no id or application.</source>
        <translation>无法恢复该证据笔记：它没有 ID 或所属申请。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="553"/>
        <source>The file of the evidence note %1 is no longer in the workspace&apos;s data folder.</source>
        <translation>证据笔记 %1 的文件已不在工作区的数据文件夹中。</translation>
    </message>
    <message>
        <location filename="../src/core/review/ChecklistStore.cpp" line="672"/>
        <source>The file of the evidence note %1 is not opened: its stored location leads outside the workspace&apos;s files folder.</source>
        <translation>未打开证据笔记 %1 的文件：其存储位置指向工作区存放文件的文件夹之外。</translation>
    </message>
</context>
<context>
    <name>acp::ChecklistStyle</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="28"/>
        <source>Functional</source>
        <translation>功能</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="29"/>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="257"/>
        <source>%1 met</source>
        <translation>%1 项已满足</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="260"/>
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n 项缺口</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="263"/>
        <source>%1 to judge</source>
        <translation>%1 项需判断</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="266"/>
        <source>%1 not applicable</source>
        <translation>%1 项不适用</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="269"/>
        <source>%1 unreviewed</source>
        <translation>%1 项未审查</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="280"/>
        <source>%1 %2</source>
        <translation>%1 项%2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistStyle.cpp" line="284"/>
        <source>%1 of %2 reviewed: %3</source>
        <translation>已审查 %1 项，共 %2 项：%3</translation>
    </message>
</context>
<context>
    <name>acp::CiRelayAllowlist</name>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="72"/>
        <source>L1 (onboarding)</source>
        <translation>L1（接入）</translation>
    </message>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="74"/>
        <source>L2 (observation)</source>
        <translation>L2（观察）</translation>
    </message>
    <message>
        <location filename="../src/core/preview/CiRelayAllowlist.cpp" line="76"/>
        <source>L3 (stable)</source>
        <translation>L3（稳定）</translation>
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
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="90"/>
        <source>%1/%2 reviewed</source>
        <translation>已审查 %1/%2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="102"/>
        <source>in “%1”</source>
        <translation>位于“%1”</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="105"/>
        <source>comment by %1, %2</source>
        <translation>%1 的评论，%2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="199"/>
        <source>Environment tokens go only where they belong, as with the GitHub CLI: GH_TOKEN and GITHUB_TOKEN to github.com and NAME.ghe.com only, GH_ENTERPRISE_TOKEN (else GITHUB_ENTERPRISE_TOKEN) to every other host; the keychain and gh are asked per host. A token from the environment is never sent over plain http, not even to this computer, unless --allow-insecure-http-token is given.</source>
        <translation>环境变量中的令牌只发往其所属的主机，与 GitHub CLI 相同：GH_TOKEN 和 GITHUB_TOKEN 仅发往 github.com 和 NAME.ghe.com，GH_ENTERPRISE_TOKEN（未设置时为 GITHUB_ENTERPRISE_TOKEN）发往其他所有主机；钥匙串和 gh 按主机分别查询。来自环境变量的令牌永远不会通过明文 http 发送，即使是发往本机也不例外，除非指定了 --allow-insecure-http-token。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="206"/>
        <source>Whose comments open, count and decide votes:
  co-chairs [--json]  the co-chair list (empty: the repository&apos;s owners, members
                    and collaborators); co-chairs set LOGIN... (only these
                    logins), co-chairs clear</source>
        <translation>哪些人的评论可以发起投票、作为计票依据和决定投票结果：
  co-chairs [--json]  联合主席名单（为空时为仓库的所有者、成员
                    和协作者）；co-chairs set LOGIN...（仅限这些
                    登录名）；co-chairs clear</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="215"/>
        <source>The workspace database file.</source>
        <translation>工作区数据库文件。</translation>
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
        <translation>GitHub API 地址（默认为 https://api.github.com）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="220"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="223"/>
        <source>The repository (default pytorch-fdn/additional-compute-platforms).</source>
        <translation>仓库（默认为 pytorch-fdn/additional-compute-platforms）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="224"/>
        <source>OWNER/NAME</source>
        <translation>OWNER/NAME</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="227"/>
        <source>The requirement definition file (JSON) for this run, instead of the one chosen in the settings; an empty value means the built-in one.</source>
        <translation>本次运行使用的要求定义文件（JSON），代替设置中选择的文件；值为空表示使用内置定义。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="233"/>
        <source>The label mapping file (JSON) for this run, instead of the one chosen in the settings; an empty value means the settings&apos; label names.</source>
        <translation>本次运行使用的标签映射文件（JSON），代替设置中选择的文件；空值表示使用设置中的标签名称。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="239"/>
        <source>The voting eligibility rule file (JSON) for this run, instead of the one chosen in the settings; an empty value means the built-in rule.</source>
        <translation>本次运行使用的投票资格规则文件（JSON），代替设置中选择的文件；空值表示使用内置规则。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="245"/>
        <source>Also trust the certificate authorities in this PEM file, for a GitHub Enterprise Server whose certificate a private authority signed.</source>
        <translation>同时信任此 PEM 文件中的证书颁发机构，用于证书由私有颁发机构签发的 GitHub Enterprise Server。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="251"/>
        <source>DANGEROUS: send the token from the environment to a plain http:// API address, readable by anyone on the way. Only for a test server on this computer.</source>
        <translation>危险：将环境变量中的令牌发送到明文 http:// API 地址，途中任何人都能读取。仅用于本机上的测试服务器。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="256"/>
        <source>Open the bundled demo workspace (no network).</source>
        <translation>打开内置的演示工作区（不联网）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="258"/>
        <source>Print machine-readable JSON.</source>
        <translation>输出机器可读的 JSON。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="261"/>
        <source>checklist: the reviewer note (Markdown); empty clears it.</source>
        <translation>checklist：审查人笔记（Markdown）；留空则清除。</translation>
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
        <translation>request-info：同时询问这些同事已发布评审中的缺口（登录名，以逗号分隔）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="267"/>
        <source>LOGINS</source>
        <translation>登录名</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="270"/>
        <source>list: only applications whose published reviews (yours included) differ on a requirement.</source>
        <translation>list：仅列出已发布评审（包括你的）在某项要求上不一致的申请。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="274"/>
        <source>listing: queue the pull request of the draft to the site&apos;s repository, from your fork (push sends it).</source>
        <translation>listing：将草稿的拉取请求从你的 fork 加入发往网站仓库的队列（push 发送）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="278"/>
        <source>listing --pull-request: the pull request that removes a retired platform&apos;s listing.</source>
        <translation>listing --pull-request：移除已退役平台列表条目的拉取请求。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="282"/>
        <source>checklist: keep the note private: a published review leaves it out.</source>
        <translation>checklist：将备注设为私有：发布的评审不包含它。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="285"/>
        <source>checklist: let a published review show the note again.</source>
        <translation>checklist：让发布的评审再次显示该备注。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="288"/>
        <source>request-info: also ask about requirements marked needs-judgment.</source>
        <translation>request-info：同时询问标记为 needs-judgment 的要求。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="290"/>
        <source>start-vote: the vote&apos;s closing date.</source>
        <translation>start-vote：投票截止日期。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="291"/>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="298"/>
        <source>decide: the tally (Markdown).</source>
        <translation>decide：计票结果（Markdown）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="302"/>
        <source>Print the comment and label changes; queue nothing.</source>
        <translation>输出评论和标签的更改；不加入任何队列。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="305"/>
        <source>report: the PDF file to write; listing: the folder to write the two files to.</source>
        <translation>report：要写入的 PDF 文件；listing：写入两个文件的文件夹。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="433"/>
        <source>--pull-request (and with it --remove) belongs to the “listing” command.</source>
        <translation>--pull-request（以及与之同用的 --remove）属于“listing”命令。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="443"/>
        <source>--note belongs to the “checklist”, “back-to-review” and “remind” commands.</source>
        <translation>--note 属于“checklist”、“back-to-review”和“remind”命令。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="459"/>
        <source>--all belongs to the “report” command.</source>
        <translation>--all 属于“report”命令。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="465"/>
        <source>--output belongs to the “report” and “listing” commands.</source>
        <translation>--output 属于“report”和“listing”命令。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="310"/>
        <source>report: every cached application, as a round.</source>
        <translation>report：所有已缓存的申请，作为一轮审查。</translation>
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
        <translation>审查提交给 PyTorch 基金会 Additional Compute Platforms 的申请。

命令：
  （无）            打开主窗口
  sync              将 Issue、评论、标签和表情回应拉取到缓存中
  list [--disagreements] [--json]
                    列出已缓存的申请及团队发布的评审
                    （--disagreements：只列出评审不一致的申请）
  show NUMBER [--json]  显示单个申请：表单部分、检查清单、证据、评论
  checklist NUMBER REQUIREMENT STATUS [--note TEXT] [--private|--public]
                    设置某个要求的状态（unreviewed、met、gap、
                    needs-judgment、not-applicable），使用 --note 时同时设置其笔记
  request-info NUMBER [--include-judgment] [--from-reviews LOGINS] [--preview]
                    将补充信息请求评论（根据缺口生成）和标签加入队列
  start-vote NUMBER [--closes YYYY-MM-DD] [--preview]
                    将投票评论和 voting 标签加入队列
  decide NUMBER approved|declined [--reason TEXT] [--tally TEXT] [--preview]
                    将决定评论、标签和关闭 Issue 加入队列
  back-to-review NUMBER [--note TEXT] [--preview]
                    将“申请退回审查”（new 标签）加入队列
  outbox [--json]   已排队的操作和选票及其状态；outbox cancel|retry ID；
                    outbox cancel bID（取消一张选票）；outbox audit
                    （CSV，或 --json）。取消评论可能已在 GitHub 上的操作时，
                    会先查找该评论（--force：仍然取消）
  push              先将排队的操作、再将排队的选票发送到 GitHub
                    （若有未发送的内容，则以非零状态退出）
  due [--json]      按截止日期列出进行中的投票、缺陷计时和定期审查
  dashboard [--json]
                    按状态统计的申请、各阶段天数、等待最久的申请、
                    进行中的投票及未投票者、截止日期、已列出的平台
  vote NUMBER approve|reject|abstain
                    在进行中的投票中投出（或更改）你的选票
  remind NUMBER [--note TEXT] [--preview]
                    将一条评论加入队列，提及尚未投票的组织的代表和候补代表
  roster [--json]   投票组织、代表和候补代表
  roster import FILE  从 Markdown 表格或 JSON 导入新版本的名册
  review publish 编号 [--preview]
                    将你的检查清单作为你的评审评论加入队列（再次发布会编辑
                    该评论）
  reviews 编号 [--json]
                    议题上发布的团队评审与你的并列显示，并标出评审者意见
                    不一致之处
  report NUMBER|--all --output FILE.pdf
                    单个申请或所有申请的审查报告
  listing NUMBER --output DIR [--json]
                    已批准平台的 pytorch.org 列表草稿，按网站规则检查后
                    写成两个文件；listing NUMBER --pull-request [--remove]
                    将其（或其移除）作为向网站的拉取请求加入队列

令牌依次取自环境变量（见下文）、系统钥匙串（在窗口中登录时令牌保存在此处），最后是 `gh auth token --hostname HOST`。

准入要求取自内置定义，或取自在窗口中选择的 JSON 文件（设置项 review/requirementsFile），或取自仅对单次运行生效的 --requirements FILE。该文件无效时，命令会报错并指出出错的行和字段，而不会改用所要求之外的定义；窗口则会改用内置定义并说明原因。 标签映射（设置 labels/mappingFile，--label-mapping FILE）和投票资格规则（设置 voting/eligibilityRuleFile，--eligibility-rule FILE）同样是文件。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="294"/>
        <source>decide: the reasons (Markdown), required; vote: the reason for your ballot, posted as your comment beside it.</source>
        <translation>decide：理由（Markdown，必填）；vote：您投票的理由，作为您的评论发布在投票旁。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="313"/>
        <source>outbox cancel: cancel even when the action&apos;s comment is, or may be, already on GitHub.</source>
        <translation>outbox cancel：即使操作的评论已经或可能已经在 GitHub 上，也仍然取消。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="341"/>
        <source>What to do; see above.</source>
        <translation>要执行的操作；参见上文。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="342"/>
        <source>[COMMAND ...]</source>
        <translation>[COMMAND ...]</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="383"/>
        <source>--api-url: %1</source>
        <translation>--api-url：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="420"/>
        <source>Unknown command “%1”; the commands are: %2.</source>
        <translation>未知命令“%1”；可用的命令有：%2。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="427"/>
        <source>--private or --public (one of them) belongs to the “checklist” command.</source>
        <translation>--private 或 --public（二选一）属于“checklist”命令。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="438"/>
        <source>--disagreements belongs to the “list” command.</source>
        <translation>--disagreements 属于“list”命令。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="452"/>
        <source>--%1 does not belong to “%2”.</source>
        <translation>--%1 不适用于“%2”。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="454"/>
        <source>the window</source>
        <translation>主窗口</translation>
    </message>
</context>
<context>
    <name>acp::CommandRunner</name>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="532"/>
        <source>The requirement definition is not valid: %1</source>
        <translation>要求定义无效：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="536"/>
        <source>The label mapping is not valid: %1</source>
        <translation>标签映射无效：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="540"/>
        <source>The eligibility rule is not valid: %1</source>
        <translation>投票资格规则无效：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="585"/>
        <source>This build of acp-workbench cannot run “%1”.</source>
        <translation>此版本的 acp-workbench 无法运行“%1”。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="592"/>
        <source>The demo workspace is offline; nothing is synced with GitHub.</source>
        <translation>演示工作区处于离线状态；不会与 GitHub 同步任何内容。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="607"/>
        <source>Waiting %n second(s).</source>
        <translation>
            <numerusform>等待 %n 秒。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="613"/>
        <source>Synced %1: %2 issues and %3 comments updated, %4 requests.</source>
        <translation>已同步 %1：更新了 %2 个 Issue 和 %3 条评论，共发出 %4 次请求。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="621"/>
        <source>%n issue(s) deleted, hidden or moved to another repository on GitHub left the list.</source>
        <translation>
            <numerusform>%n 个已在 GitHub 上删除、隐藏或移至其他仓库的议题已从列表中移除。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="628"/>
        <source>The sync was cancelled; the next one resumes where it stopped.</source>
        <translation>同步已取消；下次同步将从中断处继续。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="646"/>
        <source>Read the state of %n listing pull request(s).</source>
        <translation>
            <numerusform>已读取 %n 个列表拉取请求的状态。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="660"/>
        <source>“list” takes no arguments.</source>
        <translation>“list”不接受参数。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="691"/>
        <source>No application has reviews that differ.</source>
        <translation>没有评审不一致的申请。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="692"/>
        <source>No applications are cached yet; run “sync” first.</source>
        <translation>尚未缓存任何申请；请先运行“sync”。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="710"/>
        <source>%n review(s), differing on %1</source>
        <translation>
            <numerusform>%n 条评审，在 %1 上不一致</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="712"/>
        <source>%n review(s)</source>
        <translation>
            <numerusform>%n 条评审</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="724"/>
        <source>“show” needs one issue number, for example: show 12.</source>
        <translation>“show”需要一个 Issue 编号，例如：show 12。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="832"/>
        <source>State: %1 (%2), by %3, updated %4</source>
        <translation>状态：%1 (%2)，由 %3 创建，更新于 %4</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="837"/>
        <source>Labels: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="842"/>
        <source>Form: %1</source>
        <translation>表单：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="858"/>
        <source>(no answer)</source>
        <translation>（无回答）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="863"/>
        <source>Your note:</source>
        <translation>你的笔记：</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="869"/>
        <source>Outbox:</source>
        <translation>发件箱：</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="875"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n 条评论</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/CommandLine.cpp" line="896"/>
        <source>(%n more link(s) not listed: an application lists at most %1)</source>
        <translation>
            <numerusform>（另有 %n 个链接未列出：每个申请最多列出 %1 个）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="905"/>
        <source>Checklist (%1)</source>
        <translation>检查清单（%1）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="928"/>
        <location filename="../src/core/cli/CommandLine.cpp" line="946"/>
        <source>note (%1): %2</source>
        <translation>笔记 (%1)：%2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="937"/>
        <source>About the whole application:</source>
        <translation>关于整个申请：</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="962"/>
        <source>“checklist” needs an issue number, a requirement and a status, for example: checklist 12 security-policy met.</source>
        <translation>“checklist”需要 Issue 编号、要求和状态，例如：checklist 12 security-policy met。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/CommandLine.cpp" line="981"/>
        <source>Unknown status “%1”; the statuses are: %2.</source>
        <translation>未知状态“%1”；可用的状态有：%2。</translation>
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
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="60"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="61"/>
        <source>median %1, longest %2 (#%3)</source>
        <translation>中位数 %1，最长 %2（#%3）</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardCharts.cpp" line="92"/>
        <source>%1, in %2</source>
        <translation>%1，处于%2</translation>
    </message>
</context>
<context>
    <name>acp::DashboardCommands</name>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="30"/>
        <source>“dashboard” takes no arguments.</source>
        <translation>“dashboard”不接受参数。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="43"/>
        <source>As of the sync of %1 (UTC)</source>
        <translation>截至 %1（UTC）的同步</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="45"/>
        <source>From the cache (never synced)</source>
        <translation>来自缓存（从未同步）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="53"/>
        <source>Applications: %1</source>
        <translation>申请：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="54"/>
        <source>Days per stage, last 12 months (median, longest):</source>
        <translation>各阶段天数，最近 12 个月（中位数，最长）：</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="59"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/DashboardCommands.cpp" line="60"/>
        <source>%1, %2 (#%3), over %n application(s)</source>
        <translation>
            <numerusform>%1，%2（#%3），共 %n 个申请</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="66"/>
        <source>Waiting longest:</source>
        <translation>等待最久：</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="69"/>
        <source>%1 for %2 days</source>
        <translation>%1 已 %2 天</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="74"/>
        <source>Vote on #%1 %2: %3 of %4 organizations voted (quorum %5), %6 approvals of %7 needed</source>
        <translation>#%1 %2 的投票：%4 个组织中已有 %3 个投票（法定人数 %5），赞成 %6 票（需要 %7 票）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="85"/>
        <source>closes %1 (%2 days left)</source>
        <translation>%1 截止（剩余 %2 天）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="91"/>
        <source>not voted: %1</source>
        <translation>未投票：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="103"/>
        <source>Deadlines:</source>
        <translation>截止日期：</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="110"/>
        <source>Retired: #%1 %2 (%3)</source>
        <translation>已退役：#%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/DashboardCommands.cpp" line="110"/>
        <source>Listed: #%1 %2 (since %3)</source>
        <translation>已列出：#%1 %2（自 %3 起）</translation>
    </message>
</context>
<context>
    <name>acp::DashboardReportSection</name>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="52"/>
        <source>Dashboard</source>
        <translation>仪表板</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="54"/>
        <source>The whole process as of the sync of %1.</source>
        <translation>截至 %1 同步时的整个流程。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="56"/>
        <source>The whole process, from a cache that was never synced.</source>
        <translation>整个流程，来自从未同步过的缓存。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="60"/>
        <source>Days per stage, last 12 months</source>
        <translation>各阶段天数（近 12 个月）</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="63"/>
        <source>Open votes</source>
        <translation>进行中的投票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="65"/>
        <source>No vote is open.</source>
        <translation>没有进行中的投票。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="79"/>
        <source>%1 (%2 days)</source>
        <translation>%1（%2 天）</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="80"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="109"/>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="81"/>
        <source>%1 of %2, quorum %3</source>
        <translation>%1/%2，法定人数 %3</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="85"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="102"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="126"/>
        <source>Application</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Closes</source>
        <translation>截止</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Voted</source>
        <translation>已投票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Approvals</source>
        <translation>赞成</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="90"/>
        <source>Not voted yet</source>
        <translation>尚未投票</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="95"/>
        <source>Waiting longest</source>
        <translation>等待最久</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="102"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="102"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="106"/>
        <source>Deadlines</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <source>Due</source>
        <translation>到期事项</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <source>Days left</source>
        <translation>剩余天数</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="114"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="119"/>
        <source>Listed and retired platforms</source>
        <translation>已列出和已退役的平台</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="124"/>
        <source>Retired</source>
        <translation>已退役</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="124"/>
        <source>Listed</source>
        <translation>已列出</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="126"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="126"/>
        <source>Since</source>
        <translation>起始</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="130"/>
        <source>Time in each stage</source>
        <translation>各阶段用时</translation>
    </message>
    <message>
        <location filename="../src/ui/report/DashboardReportSection.cpp" line="133"/>
        <source>The %1 newest of %2 applications.</source>
        <translation>%2 个申请中最新的 %1 个。</translation>
    </message>
</context>
<context>
    <name>acp::DashboardView</name>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="77"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="84"/>
        <source>Dashboard</source>
        <translation>仪表板</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="101"/>
        <source>Applications by state</source>
        <translation>各状态的申请</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="103"/>
        <source>Days per stage, last 12 months</source>
        <translation>各阶段天数（近 12 个月）</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="106"/>
        <source>Open votes</source>
        <translation>进行中的投票</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="113"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="121"/>
        <source>Application</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Days left</source>
        <translation>剩余天数</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <source>Voted</source>
        <translation>已投票</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="107"/>
        <source>Approvals</source>
        <translation>赞成</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="108"/>
        <source>Not voted yet</source>
        <translation>尚未投票</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="110"/>
        <source>No vote is open.</source>
        <translation>没有进行中的投票。</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="112"/>
        <source>Waiting longest</source>
        <translation>等待最久</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="113"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="113"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="114"/>
        <source>No application is waiting.</source>
        <translation>没有等待中的申请。</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Deadlines</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Due</source>
        <translation>到期事项</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="117"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="118"/>
        <source>Nothing is due.</source>
        <translation>没有到期事项。</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="120"/>
        <source>Listed and retired platforms</source>
        <translation>已列出和已退役的平台</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="121"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="121"/>
        <source>Since</source>
        <translation>起始</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="123"/>
        <source>No platform is listed yet.</source>
        <translation>尚无已列出的平台。</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="126"/>
        <source>Time in each stage</source>
        <translation>各阶段用时</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="155"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="156"/>
        <source>Export the chart as PNG or SVG</source>
        <translation>将图表导出为 PNG 或 SVG</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="157"/>
        <source>Export %1</source>
        <translation>导出%1</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="167"/>
        <source>Chart saved to %1</source>
        <translation>图表已保存到 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="231"/>
        <source>Computing the figures…</source>
        <translation>正在计算数据…</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="251"/>
        <source>as of the sync of %1</source>
        <translation>截至 %1 的同步</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="252"/>
        <source>from the cache, never synced</source>
        <translation>来自缓存，从未同步</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="298"/>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="348"/>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="299"/>
        <source>%1 of %2 (quorum %3)</source>
        <translation>%1/%2（法定人数 %3）</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="303"/>
        <source>%1 of %2 needed</source>
        <translation>%1/%2（所需）</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="304"/>
        <source>everyone has voted</source>
        <translation>所有人都已投票</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="309"/>
        <source>Closes %1</source>
        <translation>%1 截止</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="314"/>
        <source>Quorum reached</source>
        <translation>已达法定人数</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="315"/>
        <source>%n more organization(s) needed for quorum</source>
        <translation>
            <numerusform>还需 %n 个组织才达到法定人数</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="373"/>
        <source>Retired</source>
        <translation>已退役</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/DashboardView.cpp" line="373"/>
        <source>Listed</source>
        <translation>已列出</translation>
    </message>
</context>
<context>
    <name>acp::Database</name>
    <message>
        <location filename="../src/core/store/Database.cpp" line="517"/>
        <source>The folder %1 could not be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="555"/>
        <location filename="../src/core/store/Database.cpp" line="586"/>
        <source>The workspace database %1 could not be opened: %2</source>
        <translation>无法打开工作区数据库 %1：%2</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="567"/>
        <source>The workspace database %1 is at schema version %2, not %3; it was not read.</source>
        <translation>工作区数据库 %1 的架构版本为 %2，而不是 %3；未读取它。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="606"/>
        <location filename="../src/core/store/Database.cpp" line="687"/>
        <source>The workspace database %1 could not be configured: %2</source>
        <translation>无法配置工作区数据库 %1：%2</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="629"/>
        <source>Qt&apos;s SQLite driver uses SQLite %1, but the workbench was built with SQLite %2: install the Qt SQLite driver built against the system&apos;s SQLite library.</source>
        <translation>Qt 的 SQLite 驱动使用 SQLite %1，但工作台是用 SQLite %2 构建的：请安装针对系统 SQLite 库构建的 Qt SQLite 驱动。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="701"/>
        <source>The workspace database %1 could not be read: %2</source>
        <translation>无法读取工作区数据库 %1：%2</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="669"/>
        <source>%1 is an SQLite database of another program, not an ACP Workbench workspace; it was not changed.</source>
        <translation>%1 是其他程序的 SQLite 数据库，不是 ACP Workbench 工作区；该文件未被更改。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="709"/>
        <source>The workspace database %1 is damaged (%2). It was not changed; restore it from a backup, or move it away to start with an empty workspace and sync again (your review notes and queued actions are only in the damaged file).</source>
        <translation>工作区数据库 %1 已损坏（%2）。该文件未被更改；请从备份中恢复它，或将其移走，以空工作区重新开始并再次同步（你的审查笔记和已排队的操作只存在于这个损坏的文件中）。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="876"/>
        <source>The workspace database %1 was written by a newer version of ACP Workbench (schema %2; this version knows up to %3).</source>
        <translation>工作区数据库 %1 由更新版本的 ACP Workbench 写入（架构 %2；此版本最高支持 %3）。</translation>
    </message>
    <message>
        <location filename="../src/core/store/Database.cpp" line="899"/>
        <source>Upgrading the workspace database to schema %1 failed: %2</source>
        <translation>将工作区数据库升级到架构 %1 失败：%2</translation>
    </message>
</context>
<context>
    <name>acp::DemoWorkspace</name>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="109"/>
        <source>The bundled demo workspace is missing from this build.</source>
        <translation>此版本缺少内置的演示工作区。</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="115"/>
        <source>The bundled demo workspace could not be read: %1</source>
        <translation>无法读取内置的演示工作区：%1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="168"/>
        <source>The demo workspace could not be stored: %1</source>
        <translation>无法存储演示工作区：%1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="188"/>
        <source>The demo workspace&apos;s link previews are missing from this build.</source>
        <translation>此版本缺少演示工作区的链接预览。</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="196"/>
        <source>The demo workspace&apos;s link previews could not be read: %1</source>
        <translation>无法读取演示工作区的链接预览：%1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="231"/>
        <source>The demo workspace&apos;s link preview of %1 could not be stored: %2</source>
        <translation>无法存储演示工作区中 %1 的链接预览：%2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoWorkspace.cpp" line="240"/>
        <source>The demo workspace&apos;s link previews could not be stored.</source>
        <translation>无法存储演示工作区的链接预览。</translation>
    </message>
</context>
<context>
    <name>acp::DesktopActions</name>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="28"/>
        <source>&amp;Preferences…</source>
        <translation>设置(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="35"/>
        <source>Repository, label names, templates, requirement file, evidence fetching, language and data folder</source>
        <translation>仓库、标签名称、模板、要求文件、证据获取、语言和数据文件夹</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="46"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="49"/>
        <source>Every shortcut of the window, searchable</source>
        <translation>窗口中的所有快捷键，可搜索</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="122"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="131"/>
        <source>available</source>
        <translation>可用</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/DesktopActions.cpp" line="133"/>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
</context>
<context>
    <name>acp::DeviceFlow</name>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="99"/>
        <source>No OAuth app is set for signing in. Enter the client id of an OAuth app with the device flow enabled, or sign in with the GitHub CLI (gh auth login) or a GH_TOKEN.</source>
        <translation>尚未设置用于登录的 OAuth 应用。请输入已启用设备流程的 OAuth 应用的客户端 ID，或通过 GitHub CLI (gh auth login) 或 GH_TOKEN 登录。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="176"/>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="263"/>
        <source>%1 could not be reached: %2.</source>
        <translation>无法连接 %1：%2。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="187"/>
        <source>The OAuth app %1 does not have the device flow enabled.</source>
        <translation>OAuth 应用 %1 未启用设备流程。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="190"/>
        <source>GitHub does not know the OAuth app %1; check the client id.</source>
        <translation>GitHub 无法识别 OAuth 应用 %1；请检查客户端 ID。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="193"/>
        <source>GitHub did not start the sign-in (%1).</source>
        <translation>GitHub 未启动登录流程（%1）。</translation>
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
        <translation>无法读取 GitHub 对登录请求的响应。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="231"/>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="297"/>
        <source>The sign-in code expired before it was entered. Start again for a new code.</source>
        <translation>登录代码在输入前已过期。请重新开始以获取新代码。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="300"/>
        <source>Signing in was cancelled on GitHub.</source>
        <translation>已在 GitHub 上取消登录。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="306"/>
        <source>GitHub refused the sign-in for the OAuth app %1 (%2).</source>
        <translation>GitHub 拒绝了 OAuth 应用 %1 的登录（%2）。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/DeviceFlow.cpp" line="312"/>
        <source>GitHub&apos;s answer while signing in could not be understood (%1).</source>
        <translation>无法理解 GitHub 在登录过程中的响应（%1）。</translation>
    </message>
</context>
<context>
    <name>acp::DueList</name>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="147"/>
        <source>Vote open since %1, no closing date</source>
        <translation>投票自 %1 起开放，无截止日期</translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="149"/>
        <source>Vote closed on %1: record the decision</source>
        <translation>投票已于 %1 截止：请记录决定</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="150"/>
        <source>Vote closes on %1 (in %n day(s))</source>
        <translation>
            <numerusform>投票将于 %1 截止（%n 天后）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="163"/>
        <source>; nobody was reminded in the last %n day(s): Remind Non-voters</source>
        <translation>
            <numerusform>；最近 %n 天内没有人被提醒：提醒未投票者</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="167"/>
        <source>; a reminder waits in the outbox</source>
        <translation>；一条提醒正在发件箱中等待</translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="184"/>
        <source>Deficiency unresolved since %1: retire or close the review</source>
        <translation>缺陷自 %1 起仍未解决：请下架或结束审查</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="186"/>
        <source>Deficiency to be resolved by %1 (in %n day(s))</source>
        <translation>
            <numerusform>缺陷须于 %1 前解决（%n 天后）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/actions/DueList.cpp" line="208"/>
        <source>Periodic review overdue since %1</source>
        <translation>定期审查自 %1 起已逾期</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/actions/DueList.cpp" line="209"/>
        <source>Periodic review due by %1 (in %n day(s))</source>
        <translation>
            <numerusform>定期审查将于 %1 到期（%n 天后）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::DuePanel</name>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="35"/>
        <source>Open vote</source>
        <translation>进行中的投票</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="37"/>
        <source>Deficiency</source>
        <translation>缺陷</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="39"/>
        <source>Periodic review</source>
        <translation>定期审查</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="49"/>
        <source>Due list</source>
        <translation>到期事项列表</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="50"/>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Due</source>
        <translation>到期日</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="51"/>
        <source>Votes to close, periodic reviews and deficiency deadlines</source>
        <translation>即将截止的投票、定期审查和缺陷期限</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Days left</source>
        <translation>剩余天数</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>Application</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="55"/>
        <source>What</source>
        <translation>事项</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="57"/>
        <source>Nothing is due: no open votes, deficiency clocks or reviews.</source>
        <translation>没有到期事项：没有进行中的投票、缺陷计时或审查。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="60"/>
        <source>&amp;Remind Non-voters…</source>
        <translation>提醒未投票者(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="62"/>
        <location filename="../src/ui/actions/DuePanel.cpp" line="166"/>
        <source>One comment that mentions the representatives and alternates of the organizations that have not voted, through the outbox</source>
        <translation>通过发件箱发布一条评论，提及尚未投票组织的代表和候补代表</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="116"/>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="134"/>
        <source>Overdue</source>
        <translation>已逾期</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="163"/>
        <source>Select an open vote to remind its non-voters.</source>
        <translation>选择一个进行中的投票以提醒其未投票者。</translation>
    </message>
    <message>
        <location filename="../src/ui/actions/DuePanel.cpp" line="165"/>
        <source>A reminder of this vote waits in the outbox.</source>
        <translation>此投票的提醒正在发件箱中等待。</translation>
    </message>
</context>
<context>
    <name>acp::EligibilityRule</name>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="106"/>
        <source>The eligibility rule counts meetings attended, but the roster lists no meeting held by %1; add the meeting list to the roster.</source>
        <translation>投票资格规则按出席的会议计数，但名册中没有列出截至 %1 举行的会议；请在名册中添加会议列表。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="112"/>
        <source>No organization on the roster is eligible under the rule in force; check the roster&apos;s TAC seats, activity dates and attendance.</source>
        <translation>按现行规则，名册中没有任何组织具有投票资格；请检查名册中的 TAC 席位、活动日期和出席情况。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/EligibilityRule.cpp" line="164"/>
        <source>Eligibility: a TAC seat and activity within the last %n month(s), applied on %1.</source>
        <translation>
            <numerusform>投票资格：TAC 席位且在最近 %n 个月内有活动（于 %1 适用）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="169"/>
        <source>Eligibility: attendance of %1 of the last %2 meetings, applied on %3.</source>
        <translation>投票资格：出席最近 %2 次会议中的 %1 次（于 %3 适用）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="174"/>
        <source>Eligibility: as recorded on the roster, applied on %1.</source>
        <translation>投票资格：以名册记录为准（于 %1 适用）。</translation>
    </message>
</context>
<context>
    <name>acp::EligibilityRuleFile</name>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="259"/>
        <source>In %1, “rule” must be as-recorded, tac-seat-and-activity or attendance.</source>
        <translation>在 %1 中，“rule”必须为 as-recorded、tac-seat-and-activity 或 attendance。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="270"/>
        <source>In %1, “%2” must be a whole number from 1 to %3.</source>
        <translation>在 %1 中，“%2”必须是 1 到 %3 之间的整数。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="278"/>
        <source>In %1, “%2” is not a key of this rule.</source>
        <translation>在 %1 中，“%2”不是此规则的键。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/EligibilityRule.cpp" line="282"/>
        <source>In %1, “meetings_attended” cannot exceed “of_last_meetings”.</source>
        <translation>在 %1 中，“meetings_attended”不能超过“of_last_meetings”。</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceLinkRow</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="166"/>
        <source>Link %1</source>
        <translation>链接 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="189"/>
        <source>In the section %1</source>
        <translation>位于“%1”部分</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="195"/>
        <source>Show the section in the application</source>
        <translation>在申请中显示该部分</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="198"/>
        <source>In a comment by %1, %2</source>
        <translation>位于 %1 的评论中，%2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="202"/>
        <source>view comment</source>
        <translation>查看评论</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceListView</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="109"/>
        <source>Every link in the application belongs to a requirement.</source>
        <translation>申请中的每个链接都已归属于某个要求。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="110"/>
        <source>No links in the mapped sections or in the submitter&apos;s comments.</source>
        <translation>已映射的表单部分和申请人的评论中没有链接。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="155"/>
        <source>Your notes</source>
        <translation>你的笔记</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="156"/>
        <source>Your notes (%1)</source>
        <translation>你的笔记（%1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="172"/>
        <source>%n more link(s) not listed: an application lists at most %1 links.</source>
        <translation>
            <numerusform>另有 %n 个链接未列出：每个申请最多列出 %1 个链接。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="183"/>
        <source>%n more link(s) not previewed: previews are fetched by themselves for the first %1 links of an application; press Fetch on a card to see its preview.</source>
        <translation>
            <numerusform>另有 %n 个链接未预览：仅自动获取每个申请前 %1 个链接的预览；在卡片上按“获取”即可查看其预览。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="239"/>
        <source>Nothing here can be evidence: add links, text, files or images.</source>
        <translation>此处没有可作为证据的内容：请添加链接、文本、文件或图片。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="251"/>
        <source>the application</source>
        <translation>此申请</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="252"/>
        <source>Added %n evidence note(s) to %1</source>
        <translation>
            <numerusform>已为 %1 添加 %n 条证据笔记</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="261"/>
        <source>Select a requirement, or the whole application, to paste onto.</source>
        <translation>请选择一个要求或整个申请作为粘贴目标。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="266"/>
        <source>The clipboard holds nothing that can be evidence.</source>
        <translation>剪贴板中没有可作为证据的内容。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="279"/>
        <source>Add Link</source>
        <translation>添加链接</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="279"/>
        <source>Web address (http or https):</source>
        <translation>网址（http 或 https）：</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="303"/>
        <source>Add Text</source>
        <translation>添加文本</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="303"/>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="376"/>
        <source>Text:</source>
        <translation>文本：</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="320"/>
        <source>Add Files as Evidence</source>
        <translation>添加文件作为证据</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="358"/>
        <source>Evidence note deleted. Undo brings it back.</source>
        <translation>证据笔记已删除。撤销即可恢复。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="370"/>
        <source>Edit Link</source>
        <translation>编辑链接</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="370"/>
        <source>Web address:</source>
        <translation>网址：</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="376"/>
        <source>Edit Text</source>
        <translation>编辑文本</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="380"/>
        <source>Edit Caption</source>
        <translation>编辑说明文字</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceListView.cpp" line="381"/>
        <source>Caption for %1:</source>
        <translation>%1 的说明文字：</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceMime</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceMime.cpp" line="71"/>
        <source>%1 is a folder; only files can be added as evidence.</source>
        <translation>%1 是文件夹；只能添加文件作为证据。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceMime.cpp" line="85"/>
        <source>Only web addresses and files can be added as evidence; %1 is neither.</source>
        <translation>只能添加网址和文件作为证据；%1 两者都不是。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceMime.cpp" line="116"/>
        <source>The image could not be converted to PNG.</source>
        <translation>无法将图片转换为 PNG。</translation>
    </message>
</context>
<context>
    <name>acp::EvidenceNoteRow</name>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="232"/>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="234"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="236"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="238"/>
        <source>Image</source>
        <translation>图片</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="247"/>
        <source>Dropped %1</source>
        <translation>拖放于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="250"/>
        <source>Pasted %1</source>
        <translation>粘贴于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="253"/>
        <source>Added %1</source>
        <translation>添加于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="255"/>
        <source>From %1, %2</source>
        <translation>来自 %1，%2</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="285"/>
        <source>%1 evidence note</source>
        <translation>%1证据笔记</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="295"/>
        <source>Thumbnail of %1</source>
        <translation>%1 的缩略图</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="354"/>
        <source>SHA-256 %1
Stored as a copy in the workspace; never opened by the workbench.</source>
        <translation>SHA-256 %1
已作为副本存储在工作区中；ACP Workbench 绝不会打开它。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="379"/>
        <source>In report</source>
        <translation>纳入报告</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="383"/>
        <source>Include this note in the exported review report</source>
        <translation>将此笔记纳入导出的审查报告</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="384"/>
        <source>Include in the report</source>
        <translation>纳入报告</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="385"/>
        <source>In request</source>
        <translation>纳入请求</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="389"/>
        <source>Include this note in the request-info comment to the submitter. Notes are private unless you say so.</source>
        <translation>将此笔记纳入发给申请人的补充信息请求评论。除非你指定，否则笔记均为私密。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="391"/>
        <source>Include in the request for information</source>
        <translation>纳入补充信息请求</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="398"/>
        <source>Caption…</source>
        <translation>说明文字…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="398"/>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="399"/>
        <source>Edit the caption of this note</source>
        <translation>编辑此笔记的说明文字</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="399"/>
        <source>Edit this note</source>
        <translation>编辑此笔记</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="405"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="406"/>
        <source>Delete this note (Undo brings it back)</source>
        <translation>删除此笔记（可通过撤销恢复）</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/EvidenceWidgets.cpp" line="407"/>
        <source>Delete this note</source>
        <translation>删除此笔记</translation>
    </message>
</context>
<context>
    <name>acp::GettingStartedController</name>
    <message>
        <location filename="../src/ui/window/GettingStartedController.cpp" line="42"/>
        <source>&amp;Getting Started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/GettingStartedController.cpp" line="45"/>
        <source>How to sign in, choose a repository, sync, or try the demo workspace</source>
        <translation>如何登录、选择仓库、同步或试用演示工作区</translation>
    </message>
</context>
<context>
    <name>acp::GhCliToken</name>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="57"/>
        <source>the GitHub CLI (gh) is not installed</source>
        <translation>未安装 GitHub CLI (gh)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="61"/>
        <source>the GitHub CLI is already being asked</source>
        <translation>已在向 GitHub CLI 请求令牌</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/auth/GhCliToken.cpp" line="90"/>
        <source>the GitHub CLI did not answer within %n second(s)</source>
        <translation>
            <numerusform>GitHub CLI 未在 %n 秒内响应</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="99"/>
        <source>the GitHub CLI (%1) could not be started</source>
        <translation>无法启动 GitHub CLI (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="109"/>
        <source>the GitHub CLI stopped unexpectedly</source>
        <translation>GitHub CLI 意外停止</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="118"/>
        <source>the GitHub CLI is not signed in</source>
        <translation>GitHub CLI 未登录</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="119"/>
        <source>the GitHub CLI is not signed in (%1)</source>
        <translation>GitHub CLI 未登录（%1）</translation>
    </message>
    <message>
        <location filename="../src/core/auth/GhCliToken.cpp" line="127"/>
        <source>the GitHub CLI printed something that is not a token</source>
        <translation>GitHub CLI 输出的内容不是令牌</translation>
    </message>
</context>
<context>
    <name>acp::GitHubClient</name>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="195"/>
        <source>The workbench did not send a request to %1: it talks only to the GitHub API at %2.</source>
        <translation>ACP Workbench 未向 %1 发送请求：它只与位于 %2 的 GitHub API 通信。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="257"/>
        <source>The request to GitHub was cancelled.</source>
        <translation>对 GitHub 的请求已取消。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="443"/>
        <source>Connection refused</source>
        <translation>连接被拒绝</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="446"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="467"/>
        <source>the connection closed before the answer was complete</source>
        <translation>连接在响应完成前关闭</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="449"/>
        <source>the host %1 was not found</source>
        <translation>找不到主机 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="452"/>
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>%n 秒内无响应</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="476"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="484"/>
        <source>GitHub could not be reached: %1.</source>
        <translation>无法连接 GitHub：%1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="482"/>
        <source>GitHub could not be reached after %n attempts: %1.</source>
        <translation>
            <numerusform>尝试 %n 次后仍无法连接 GitHub：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="500"/>
        <source>GitHub sent a redirect (HTTP %1) without a target.</source>
        <translation>GitHub 发送了没有目标的重定向（HTTP %1）。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="506"/>
        <source>GitHub redirected the request too many times.</source>
        <translation>GitHub 重定向请求的次数过多。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="514"/>
        <source>GitHub redirected the request to %1, away from the API at %2; the workbench does not follow it there.</source>
        <translation>GitHub 将请求重定向到 %1，离开了位于 %2 的 API；ACP Workbench 不会跟随该重定向。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="555"/>
        <source>GitHub asked the workbench to slow down (secondary rate limit).</source>
        <translation>GitHub 要求 ACP Workbench 降低请求速度（次级速率限制）。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="562"/>
        <source>GitHub&apos;s rate limit is used up until %1.</source>
        <translation>GitHub 的速率限制额度已用完，将于 %1 恢复。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="568"/>
        <source>GitHub&apos;s rate limit was reached.</source>
        <translation>已达到 GitHub 的速率限制。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="577"/>
        <source>GitHub&apos;s rate limit was still exceeded after %n attempts; try again later.</source>
        <translation>
            <numerusform>尝试 %n 次后仍超出 GitHub 的速率限制；请稍后重试。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="579"/>
        <source>GitHub&apos;s rate limit is exceeded; try again later.</source>
        <translation>已超出 GitHub 的速率限制；请稍后重试。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="591"/>
        <location filename="../src/core/github/GitHubClient.cpp" line="599"/>
        <source>GitHub answered with a server error (HTTP %1).</source>
        <translation>GitHub 返回了服务器错误（HTTP %1）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/GitHubClient.cpp" line="596"/>
        <source>GitHub kept answering with a server error (HTTP %1) after %n attempts.</source>
        <translation>
            <numerusform>尝试 %n 次后 GitHub 仍返回服务器错误（HTTP %1）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="614"/>
        <source>GitHub needs you to sign in (%1).</source>
        <translation>GitHub 要求你登录（%1）。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="615"/>
        <source>GitHub rejected the token (%1).</source>
        <translation>GitHub 拒绝了该令牌（%1）。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="618"/>
        <source>GitHub refused the request: %1.</source>
        <translation>GitHub 拒绝了请求：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="621"/>
        <source>GitHub could not find %1.</source>
        <translation>GitHub 找不到 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="625"/>
        <source>GitHub reports that %1 was deleted.</source>
        <translation>GitHub 报告 %1 已被删除。</translation>
    </message>
    <message>
        <location filename="../src/core/github/GitHubClient.cpp" line="628"/>
        <source>GitHub answered HTTP %1: %2.</source>
        <translation>GitHub 返回了 HTTP %1：%2。</translation>
    </message>
</context>
<context>
    <name>acp::GitHubPreviewFetcher</name>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="123"/>
        <source>No connection to GitHub is configured.</source>
        <translation>未配置与 GitHub 的连接。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="134"/>
        <source>The GitHub address has an empty, “.” or “..” part; it is not previewed.</source>
        <translation>该 GitHub 地址中有空的部分或“.”、“..”部分；不予预览。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="170"/>
        <source>The address is not a GitHub repository link.</source>
        <translation>该地址不是 GitHub 仓库链接。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="187"/>
        <source>GitHub&apos;s answer could not be read.</source>
        <translation>无法读取 GitHub 的响应。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="363"/>
        <source>GitHub could not find the file.</source>
        <translation>GitHub 找不到该文件。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="493"/>
        <source>Releases of %1</source>
        <translation>%1 的发布版本</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="497"/>
        <source>Newest: %1</source>
        <translation>最新：%1</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="533"/>
        <source>GitHub has no %1 (HTTP %2).</source>
        <translation>GitHub 上不存在 %1（HTTP %2）。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/GitHubPreviewFetcher.cpp" line="535"/>
        <source>such file in %1</source>
        <translation>%1 中的该文件</translation>
    </message>
</context>
<context>
    <name>acp::Hosts</name>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="61"/>
        <source>Enter a host, for example github.com or ghe.example.com.</source>
        <translation>请输入主机，例如 github.com 或 ghe.example.com。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="77"/>
        <source>“%1” is not a host name; write it as github.com or ghe.example.com.</source>
        <translation>“%1”不是主机名；请写成 github.com 或 ghe.example.com 的形式。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="101"/>
        <source>Enter only the host (%1), without a path.</source>
        <translation>只需输入主机（%1），不要包含路径。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="149"/>
        <source>The workbench talks to %1 only over HTTPS: unencrypted http:// is allowed for this computer&apos;s own addresses (127.0.0.1, localhost) only.</source>
        <translation>ACP Workbench 仅通过 HTTPS 与 %1 通信：未加密的 http:// 仅允许用于本机地址（127.0.0.1、localhost）。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="154"/>
        <source>“%1” is not an https:// address.</source>
        <translation>“%1”不是 https:// 地址。</translation>
    </message>
    <message>
        <location filename="../src/core/github/Hosts.cpp" line="181"/>
        <source>The address carries a user name or password (before “@”), which the workbench does not send anywhere: give the host alone and the token through GH_TOKEN, GH_ENTERPRISE_TOKEN or Account &gt; Sign In.</source>
        <translation>该地址包含用户名或密码（位于“@”之前），ACP Workbench 不会将其发送到任何地方：请只填写主机，并通过 GH_TOKEN、GH_ENTERPRISE_TOKEN 或“账户 &gt; 登录”提供令牌。</translation>
    </message>
</context>
<context>
    <name>acp::HttpRequest</name>
    <message numerus="yes">
        <location filename="../src/core/github/HttpRequest.cpp" line="26"/>
        <source>no answer within %n second(s)</source>
        <translation>
            <numerusform>%n 秒内无响应</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="68"/>
        <source>%1 cannot be sent to %2</source>
        <translation>无法向 %2 发送 %1 请求</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="196"/>
        <source>the request was cancelled</source>
        <translation>请求已取消</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="213"/>
        <source>the request was not sent</source>
        <translation>请求未发送</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/github/HttpRequest.cpp" line="544"/>
        <source>the answer is larger than %n MiB</source>
        <translation>
            <numerusform>响应大于 %n MiB</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="284"/>
        <source>the connection closed before the answer was complete</source>
        <translation>连接在响应完成前关闭</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="303"/>
        <source>SSL handshake failed: %1</source>
        <translation>SSL 握手失败：%1</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="343"/>
        <source>the answer has an overlong line</source>
        <translation>响应中有过长的行</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="407"/>
        <source>the answer has an invalid Content-Length</source>
        <translation>响应的 Content-Length 无效</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="452"/>
        <source>the answer is not HTTP</source>
        <translation>响应不是 HTTP</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="462"/>
        <source>the answer&apos;s headers are too large</source>
        <translation>响应头过大</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="474"/>
        <source>the answer has a malformed header</source>
        <translation>响应头格式错误</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="496"/>
        <location filename="../src/core/github/HttpRequest.cpp" line="511"/>
        <source>the answer has an invalid chunk</source>
        <translation>响应中有无效的分块</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="569"/>
        <source>the answer is encoded as %1, which the workbench did not ask for</source>
        <translation>应答以 %1 编码，而工作台并未请求这种编码</translation>
    </message>
    <message>
        <location filename="../src/core/github/HttpRequest.cpp" line="584"/>
        <source>the answer&apos;s gzip encoding is damaged</source>
        <translation>应答的 gzip 编码已损坏</translation>
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
        <translation>#%1 是 Pull Request，不是申请。</translation>
    </message>
    <message>
        <location filename="../src/core/store/IssueCache.cpp" line="300"/>
        <source>Application #%1 is not in the cache; run “sync” first, or check the number.</source>
        <translation>申请 #%1 不在缓存中；请先运行“sync”，或检查编号。</translation>
    </message>
    <message>
        <location filename="../src/core/store/IssueCache.cpp" line="303"/>
        <source>Application #%1 was deleted on GitHub.</source>
        <translation>申请 #%1 已在 GitHub 上被删除。</translation>
    </message>
</context>
<context>
    <name>acp::IssueEventsFetcher</name>
    <message>
        <location filename="../src/core/sync/IssueEventsFetcher.cpp" line="41"/>
        <source>Reading the applications&apos; label history…</source>
        <translation>正在读取申请的标签历史…</translation>
    </message>
</context>
<context>
    <name>acp::JsonCursor</name>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="20"/>
        <source>unexpected text</source>
        <translation>意外的文本</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="21"/>
        <source>a malformed string</source>
        <translation>格式错误的字符串</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="22"/>
        <source>a malformed number</source>
        <translation>格式错误的数字</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="24"/>
        <source>lists and objects nested too deeply</source>
        <translation>列表和对象嵌套过深</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="25"/>
        <source>the text ends too early</source>
        <translation>文本提前结束</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="27"/>
        <source>more text after the end</source>
        <translation>结尾之后还有多余文本</translation>
    </message>
    <message>
        <location filename="../src/core/github/JsonCursor.cpp" line="167"/>
        <source>%1 at byte %2</source>
        <extracomment>The first argument is what is wrong in the JSON text, e.g. &quot;a malformed number&quot;.</extracomment>
        <translation>第 %2 字节处：%1</translation>
    </message>
</context>
<context>
    <name>acp::Keychain</name>
    <message>
        <location filename="../src/core/auth/Keychain.cpp" line="90"/>
        <source>the system keychain did not answer earlier in this session</source>
        <translation>系统钥匙串在本次会话早些时候未响应</translation>
    </message>
    <message>
        <location filename="../src/core/auth/Keychain.cpp" line="147"/>
        <source>the system keychain reported an error</source>
        <translation>系统钥匙串报告了错误</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/auth/Keychain.cpp" line="158"/>
        <source>the system keychain did not answer within %n second(s)</source>
        <translation>
            <numerusform>系统钥匙串未在 %n 秒内响应</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/auth/Keychain.cpp" line="170"/>
        <source>this build of the workbench has no keychain support (QtKeychain)</source>
        <translation>此版本的 ACP Workbench 不支持钥匙串 (QtKeychain)</translation>
    </message>
</context>
<context>
    <name>acp::LabelMappingFile</name>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="44"/>
        <source>In %1, “%2” is not a key of a label mapping.</source>
        <translation>在 %1 中，“%2”不是标签映射的键。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="49"/>
        <source>In %1, “states” must be an object of state ids and label names.</source>
        <translation>在 %1 中，“states”必须是由状态 ID 和标签名称组成的对象。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="55"/>
        <source>In %1, “%2” is not a state with a label; use new, needs-info, voting, approved or declined.</source>
        <translation>在 %1 中，“%2”不是带标签的状态；请使用 new、needs-info、voting、approved 或 declined。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="65"/>
        <source>In %1, the labels of “%2” must be texts.</source>
        <translation>在 %1 中，“%2”的标签必须是文本。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="70"/>
        <source>In %1, the labels of “%2” must be a text or a list of texts.</source>
        <translation>在 %1 中，“%2”的标签必须是文本或文本列表。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="75"/>
        <source>In %1, the label “%2” is longer than GitHub&apos;s 50 characters.</source>
        <translation>在 %1 中，标签“%2”超过了 GitHub 允许的 50 个字符。</translation>
    </message>
    <message>
        <location filename="../src/core/review/LabelMappingFile.cpp" line="88"/>
        <source>In %1, “%2” and “%3” cannot share the label “%4”.</source>
        <translation>在 %1 中，“%2”和“%3”不能共用标签“%4”。</translation>
    </message>
</context>
<context>
    <name>acp::LinkPreview</name>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="89"/>
        <source>Not fetched yet</source>
        <translation>尚未获取</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="91"/>
        <source>Fetched</source>
        <translation>已获取</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="93"/>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="95"/>
        <source>Timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="97"/>
        <source>Secure connection failed</source>
        <translation>安全连接失败</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="99"/>
        <source>Page too large</source>
        <translation>页面过大</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="101"/>
        <source>Redirect loop</source>
        <translation>重定向循环</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="103"/>
        <source>Server error</source>
        <translation>服务器错误</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="105"/>
        <source>Not a web address</source>
        <translation>不是网址</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="107"/>
        <source>Unreachable</source>
        <translation>无法访问</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="109"/>
        <source>Address refused</source>
        <translation>地址被拒绝</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="128"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="130"/>
        <source>Pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="132"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="134"/>
        <source>Fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreview.cpp" line="136"/>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
</context>
<context>
    <name>acp::LinkPreviewCard</name>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="252"/>
        <source>No address</source>
        <translation>无地址</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="317"/>
        <source>Fetch</source>
        <translation>获取</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="319"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="321"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="322"/>
        <source>Fetch this preview again now</source>
        <translation>立即重新获取此预览</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="324"/>
        <source>Preview of %1</source>
        <translation>%1 的预览</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="332"/>
        <source>fetched %1</source>
        <translation>获取于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="334"/>
        <source>the last refresh failed (%1): %2</source>
        <translation>上次刷新失败（%1）：%2</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="342"/>
        <source>tried %1</source>
        <translation>尝试于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="344"/>
        <source>Fetching the preview…</source>
        <translation>正在获取预览…</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="346"/>
        <source>Not fetched yet: previews are fetched when you ask.</source>
        <translation>尚未获取：预览仅在你请求时获取。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="348"/>
        <source>Not fetched: this application has more links than are previewed by themselves (%1). Press Fetch to preview this one.</source>
        <translation>未获取：此申请的链接数超过了自动预览的数量（%1 个）。按“获取”可预览此链接。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="352"/>
        <source>Not fetched: previews are turned off, and none is cached.</source>
        <translation>未获取：预览功能已关闭，且没有缓存。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="354"/>
        <source>Not fetched yet.</source>
        <translation>尚未获取。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="357"/>
        <source>refreshing…</source>
        <translation>正在刷新…</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="404"/>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="407"/>
        <source>no licence detected</source>
        <translation>未检测到许可证</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="411"/>
        <source>last push %1</source>
        <translation>最后推送于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="413"/>
        <source>archived</source>
        <translation>已归档</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="418"/>
        <source>Latest release: none</source>
        <translation>最新发布版本：无</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="422"/>
        <source>Latest release: %1</source>
        <translation>最新发布版本：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="423"/>
        <source>Latest release: %1 (%2)</source>
        <translation>最新发布版本：%1（%2）</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="427"/>
        <source>Security policy: yes (%1)</source>
        <translation>安全策略：有（%1）</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="429"/>
        <source>Security policy: none found</source>
        <translation>安全策略：未找到</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="433"/>
        <source>CI:</source>
        <translation>CI：</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="433"/>
        <source>CI on %1:</source>
        <translation>%1 分支上的 CI：</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="465"/>
        <source>A binary file: its content is not shown.</source>
        <translation>二进制文件：不显示其内容。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="468"/>
        <source>Too large for GitHub to send its content.</source>
        <translation>文件过大，GitHub 无法发送其内容。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="469"/>
        <source>Showing the beginning of the file.</source>
        <translation>仅显示文件的开头部分。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="487"/>
        <source>Sections: %1</source>
        <translation>章节：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="493"/>
        <source>About this requirement: %1 (lines %2–%3).</source>
        <translation>关于此要求：%1（第 %2–%3 行）。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="525"/>
        <source>No runs yet.</source>
        <translation>尚无运行记录。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="526"/>
        <source>Recent runs:</source>
        <translation>最近的运行：</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="540"/>
        <source>(pre-release)</source>
        <translation>（预发布）</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="543"/>
        <source>No releases.</source>
        <translation>无发布版本。</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="558"/>
        <source>redirects to %1</source>
        <translation>重定向到 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/preview/LinkPreviewCard.cpp" line="560"/>
        <source>image (not loaded): %1</source>
        <translation>图片（未加载）：%1</translation>
    </message>
</context>
<context>
    <name>acp::LinkPreviewService</name>
    <message>
        <location filename="../src/core/preview/LinkPreviewService.cpp" line="165"/>
        <source>Only http and https addresses are previewed; this link is never fetched.</source>
        <translation>仅预览 http 和 https 地址；此链接不会被获取。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/LinkPreviewService.cpp" line="172"/>
        <source>This GitHub address has an empty, “.” or “..” part, so it could point outside the repository it names; it is never fetched.</source>
        <translation>此 GitHub 地址中有空的部分或“.”、“..”部分，因此可能指向其所指明的仓库之外；此地址永远不会被获取。</translation>
    </message>
</context>
<context>
    <name>acp::ListingActions</name>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="23"/>
        <source>Draft &amp;Listing…</source>
        <translation>起草列表条目(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="25"/>
        <source>Draft the approved platform&apos;s pytorch.org listing: its entry and install guide, checked against the site&apos;s rules</source>
        <translation>起草已批准平台的 pytorch.org 列表条目：条目和安装指南，并按网站规则检查</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="61"/>
        <source>Select an approved application first.</source>
        <translation>请先选择一个已批准的申请。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingActions.cpp" line="81"/>
        <location filename="../src/ui/listing/ListingActions.cpp" line="86"/>
        <source>Draft Listing</source>
        <translation>起草列表条目</translation>
    </message>
</context>
<context>
    <name>acp::ListingCommands</name>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="56"/>
        <source>“listing” needs one issue number, for example: listing 3 --output DIR.</source>
        <translation>“listing”需要一个 issue 编号，例如：listing 3 --output DIR。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="65"/>
        <source>“listing” needs --output DIR, the folder to write the two files to (or --json to print the draft).</source>
        <translation>“listing”需要 --output DIR，即写入两个文件的文件夹（或用 --json 输出草稿）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="113"/>
        <source>error: %1 (%2)</source>
        <translation>错误：%1（%2）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="113"/>
        <source>warning: %1 (%2)</source>
        <translation>警告：%1（%2）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="118"/>
        <source>The listing draft of #%1 does not pass the site&apos;s rules; nothing was written. Correct it in the window (Application &gt; Draft Listing).</source>
        <translation>#%1 的列表草稿不符合网站规则，未写入任何文件。请在窗口中修正（申请 &gt; 起草列表条目）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="122"/>
        <source>The listing draft of #%1, as kept in the workspace:</source>
        <translation>#%1 的列表草稿（工作区中保存的版本）：</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="123"/>
        <source>The listing draft of #%1, from the application:</source>
        <translation>#%1 的列表草稿（根据申请生成）：</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="135"/>
        <source>The demo workspace is offline; nothing is queued for GitHub.</source>
        <translation>演示工作区处于离线状态；不会为 GitHub 排队任何内容。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="155"/>
        <source>Queued: %1</source>
        <translation>已加入队列：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ListingCommands.cpp" line="156"/>
        <source>Branch %1; `push` opens the pull request.</source>
        <translation>分支 %1；`push` 会创建拉取请求。</translation>
    </message>
</context>
<context>
    <name>acp::ListingDrafts</name>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="50"/>
        <source>#%1 is %2: only an approved platform is listed on pytorch.org.</source>
        <translation>#%1 的状态为%2：只有已批准的平台才会列在 pytorch.org 上。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="119"/>
        <source>The listing draft could not be kept: %1</source>
        <translation>无法保存列表草稿：%1</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="145"/>
        <source>The listing draft does not pass the site&apos;s rules: %1</source>
        <translation>列表草稿不符合网站规则：%1</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="159"/>
        <source>The folder %1 could not be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingDrafts.cpp" line="166"/>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>acp::ListingEditorDialog</name>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="55"/>
        <source>Save the Listing Files into a Folder (the Site&apos;s Repository)</source>
        <translation>将列表文件保存到文件夹（网站的仓库）</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="58"/>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="442"/>
        <source>Open Pull Request</source>
        <translation>创建拉取请求</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="80"/>
        <source>Open &amp;Removal Pull Request…</source>
        <translation>创建移除拉取请求(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="87"/>
        <source>Listing Draft — #%1 %2</source>
        <translation>列表草稿 — #%1 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="102"/>
        <source>The entry and install guide of pytorch.org&apos;s additional platforms page, checked against the site&apos;s rules as you type. Your edits are kept in the workspace.</source>
        <translation>pytorch.org“其他平台”页面的条目和安装指南，输入时即按网站规则检查。你的修改会保存在工作区中。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="113"/>
        <source>e.g. ascend_npu</source>
        <translation>例如 ascend_npu</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="118"/>
        <source>The project&apos;s issue tracker or forum</source>
        <translation>项目的 issue 跟踪器或论坛</translation>
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
        <translation>可选</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="123"/>
        <source>Platform &amp;id:</source>
        <translation>平台 ID(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="124"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="125"/>
        <source>Support c&amp;hannel:</source>
        <translation>支持渠道(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="126"/>
        <source>Stable, &amp;Linux:</source>
        <translation>稳定版，Linux(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="127"/>
        <source>Stable, &amp;Windows:</source>
        <translation>稳定版，Windows(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="128"/>
        <source>Preview, Lin&amp;ux:</source>
        <translation>预览版，Linux(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="129"/>
        <source>Preview, Win&amp;dows:</source>
        <translation>预览版，Windows(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="134"/>
        <source>Install guide (Markdown)</source>
        <translation>安装指南（Markdown）</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="135"/>
        <source>Install &amp;guide (Markdown):</source>
        <translation>安装指南（Markdown）(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="151"/>
        <source>Guide</source>
        <translation>指南</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="152"/>
        <source>Entry (JSON)</source>
        <translation>条目（JSON）</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="167"/>
        <source>Problems with the listing draft</source>
        <translation>列表草稿的问题</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="175"/>
        <source>&amp;Save Files…</source>
        <translation>保存文件(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="179"/>
        <source>Open &amp;Pull Request…</source>
        <translation>创建拉取请求(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="189"/>
        <source>Start &amp;Over from Application</source>
        <translation>根据申请重新开始(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="192"/>
        <source>Replace this draft with a new one from what the application says now</source>
        <translation>用根据申请当前内容生成的新草稿替换此草稿</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="196"/>
        <source>Start Over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="196"/>
        <source>Replace your edits with a new draft from the application?</source>
        <translation>用根据申请生成的新草稿替换你的修改？</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="245"/>
        <source>This platform is retired: its pull request deletes the two files below from the site. Check that the platform id names the files it is listed with.</source>
        <translation>该平台已退役：其拉取请求会从网站删除下面两个文件。请确认平台 ID 与其列出时使用的文件名一致。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="249"/>
        <source>Your draft, as kept in the workspace.</source>
        <translation>你的草稿，即工作区中保存的版本。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="250"/>
        <source>Drafted from the application&apos;s answers: read every field before the listing goes out.</source>
        <translation>根据申请的回答起草：发布前请检查每个字段。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="273"/>
        <source>Files: %1 and %2</source>
        <translation>文件：%1 和 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="284"/>
        <source>Error: the site would refuse this.</source>
        <translation>错误：网站会拒绝此内容。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="285"/>
        <source>Warning: the site accepts it, but read it again.</source>
        <translation>警告：网站会接受，但请再检查一遍。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="289"/>
        <source>The draft passes the site&apos;s rules.</source>
        <translation>草稿符合网站规则。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="295"/>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="393"/>
        <source>Correct the errors listed below first.</source>
        <translation>请先修正下面列出的错误。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="296"/>
        <source>Write the two files into a folder</source>
        <translation>将两个文件写入文件夹</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="367"/>
        <source>Wrote %1 and %2.</source>
        <translation>已写入 %1 和 %2。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="381"/>
        <source>Save Files</source>
        <translation>保存文件</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="394"/>
        <source>A pull request of this listing waits in the outbox.</source>
        <translation>此列表条目的拉取请求正在发件箱中等待。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="395"/>
        <source>Queue a pull request to %1 from your fork; Push sends it</source>
        <translation>将从你的 fork 发往 %1 的拉取请求加入队列；推送时发送</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="403"/>
        <source>Pull request: %1 in the outbox.</source>
        <translation>拉取请求：在发件箱中，%1。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="405"/>
        <source>Pull request: %1</source>
        <translation>拉取请求：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="422"/>
        <source>The pull request of the listing is in the outbox; Push sends it.</source>
        <translation>列表条目的拉取请求已在发件箱中；推送时发送。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="430"/>
        <source>Queue a pull request to %1 that deletes these two files? Push forks the site&apos;s repository (or uses your fork), commits the deletion on a branch of its own and opens the pull request, once.</source>
        <translation>要将删除这两个文件的拉取请求加入发往 %1 的队列吗？推送时会 fork 网站仓库（或使用你的 fork），在专用分支上提交删除，并只创建一次拉取请求。</translation>
    </message>
    <message>
        <location filename="../src/ui/listing/ListingEditorDialog.cpp" line="434"/>
        <source>Queue a pull request to %1 with these two files? Push forks the site&apos;s repository (or uses your fork), commits the files on a branch of their own and opens the pull request, once.</source>
        <translation>要用这两个文件将拉取请求加入发往 %1 的队列吗？推送时会 fork 网站仓库（或使用你的 fork），在专用分支上提交文件，并只创建一次拉取请求。</translation>
    </message>
</context>
<context>
    <name>acp::ListingPullRequestStates</name>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="66"/>
        <source>merged</source>
        <translation>已合并</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="68"/>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="69"/>
        <source>open</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="74"/>
        <source>listing removal: pull request #%1 on %2, %3</source>
        <translation>列表移除：%2 上的拉取请求 #%1，%3</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="75"/>
        <source>pytorch.org listing: pull request #%1 on %2, %3</source>
        <translation>pytorch.org 列表：%2 上的拉取请求 #%1，%3</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="133"/>
        <source>The state of pull request #%1 on %2 could not be read: %3</source>
        <translation>无法读取 %2 上拉取请求 #%1 的状态：%3</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequestStates.cpp" line="136"/>
        <source>an unexpected answer</source>
        <translation>意外的应答</translation>
    </message>
</context>
<context>
    <name>acp::ListingPullRequests</name>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="67"/>
        <source>The listing draft does not pass the site&apos;s rules: %1</source>
        <translation>列表草稿不符合网站规则：%1</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="73"/>
        <source>#%1 is not retired: only a retired platform&apos;s listing is removed.</source>
        <translation>#%1 尚未退役：只有已退役平台的列表条目才会被移除。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="86"/>
        <source>A listing pull request of #%1 is already in the outbox; send or cancel it first.</source>
        <translation>#%1 的列表拉取请求已在发件箱中；请先发送或取消它。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingPullRequests.cpp" line="166"/>
        <source>The workspace has no outbox.</source>
        <translation>该工作区没有发件箱。</translation>
    </message>
</context>
<context>
    <name>acp::ListingRules</name>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="52"/>
        <source>The platform id is empty: it names both files, in lower-case letters, digits and underscores.</source>
        <translation>平台 ID（platform id）为空：它用作两个文件的名称，只能由小写字母、数字和下划线组成。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="57"/>
        <source>The platform id “%1” may hold only lower-case letters, digits and underscores.</source>
        <translation>平台 ID（platform id）“%1”只能包含小写字母、数字和下划线。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="70"/>
        <source>The entry is not valid JSON: %1 at character %2.</source>
        <translation>条目（entry）不是有效的 JSON：第 %2 个字符处 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="75"/>
        <source>The entry must be a JSON object.</source>
        <translation>条目（entry）必须是 JSON 对象。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="87"/>
        <source>The key “documentation” is not accepted by the site: the documentation links belong in the install guide&apos;s Documentation section.</source>
        <translation>网站不接受键“documentation”：文档链接应写在安装指南的 Documentation 部分。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="89"/>
        <source>The key “%1” is not accepted by the site: an entry has only name, support_channel, stable and preview.</source>
        <translation>网站不接受键“%1”：条目只有 name、support_channel、stable 和 preview。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="97"/>
        <source>The entry has no “%1”, which is required.</source>
        <translation>条目缺少必需的“%1”。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="99"/>
        <location filename="../src/core/listing/ListingRules.cpp" line="151"/>
        <source>“%1” must be a string.</source>
        <translation>“%1”必须是字符串。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="101"/>
        <location filename="../src/core/listing/ListingRules.cpp" line="153"/>
        <source>“%1” is empty.</source>
        <translation>“%1”为空。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="103"/>
        <source>“%1” must be one line of text.</source>
        <translation>“%1”必须是一行文本。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="112"/>
        <source>“support_channel” is not a web address; the site shows it as a link (for example the project&apos;s issue tracker).</source>
        <translation>“support_channel”不是网址；网站会把它显示为链接（例如项目的 issue 跟踪器）。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="123"/>
        <source>The entry has no “stable” install commands, which are required.</source>
        <translation>条目缺少必需的“stable”安装命令。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="131"/>
        <source>“%1” must be an object of install commands by operating system (linux, windows).</source>
        <translation>“%1”必须是按操作系统（linux、windows）列出安装命令的对象。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="140"/>
        <source>“%1” has no install command: give one for linux, windows or both.</source>
        <translation>“%1”没有安装命令：请为 linux、windows 或两者提供命令。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="147"/>
        <source>“%1” is not accepted: install commands are given for linux and windows only.</source>
        <translation>不接受“%1”：安装命令只能针对 linux 和 windows。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="155"/>
        <source>“%1” must be one command on one line.</source>
        <translation>“%1”必须是一行中的一条命令。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="172"/>
        <source>The install guide is empty.</source>
        <translation>安装指南（guide）为空。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="177"/>
        <source>The install guide has %1 lines; the site accepts at most %2.</source>
        <translation>安装指南（guide）有 %1 行；网站最多接受 %2 行。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="209"/>
        <source>Line %1 of the install guide holds HTML, which the site renders as markup: write it as Markdown, or inside a code block.</source>
        <translation>安装指南（guide）第 %1 行包含 HTML，网站会将其作为标记渲染：请改用 Markdown，或放入代码块。</translation>
    </message>
    <message>
        <location filename="../src/core/listing/ListingRules.cpp" line="221"/>
        <source>The install guide has no “%1” section.</source>
        <translation>安装指南（guide）没有“%1”部分。</translation>
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
        <translation>演示工作区</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="80"/>
        <source>ACP Workbench</source>
        <translation>ACP Workbench</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="253"/>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="254"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="255"/>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="256"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="301"/>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="312"/>
        <source>Redone: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="349"/>
        <source>All states</source>
        <translation>所有状态</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="494"/>
        <source>No applications</source>
        <translation>没有申请</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="495"/>
        <source>No applications yet: sync to fetch them</source>
        <translation>尚无申请：请同步以获取</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/MainWindow.cpp" line="497"/>
        <source>%n application(s)</source>
        <translation>
            <numerusform>%n 个申请</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/MainWindow.cpp" line="499"/>
        <source>%1 of %n application(s) shown</source>
        <translation>
            <numerusform>显示 %1 个，共 %n 个申请</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="522"/>
        <source>Fictional applications bundled with the workbench. Nothing is sent to GitHub.</source>
        <translation>ACP Workbench 自带的虚构申请。不会向 GitHub 发送任何内容。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="531"/>
        <source>Network status</source>
        <translation>网络状态</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="570"/>
        <source>Online</source>
        <translation>在线</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="571"/>
        <source>This computer is connected to the internet.</source>
        <translation>此计算机已连接到互联网。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="574"/>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="575"/>
        <source>This computer is offline. Everything cached can still be read; sync when back online.</source>
        <translation>此计算机处于离线状态。所有已缓存的内容仍可阅读；恢复在线后再同步。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="580"/>
        <source>Local network only</source>
        <translation>仅本地网络</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="581"/>
        <source>This computer has a network but no internet connection.</source>
        <translation>此计算机已连接网络，但无法访问互联网。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="584"/>
        <source>Network: unknown</source>
        <translation>网络：未知</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="585"/>
        <source>The system does not report whether this computer is online.</source>
        <translation>系统未报告此计算机是否在线。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="589"/>
        <source>The demo workspace never uses the network.</source>
        <translation>演示工作区从不使用网络。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="764"/>
        <source>Roster version %1 saved.</source>
        <translation>名册版本 %1 已保存。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="781"/>
        <source>Demo workspace (offline)</source>
        <translation>演示工作区（离线）</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="784"/>
        <source>ACP Workbench %1</source>
        <translation>ACP Workbench %1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="787"/>
        <source>A review workbench for the PyTorch Foundation&apos;s Additional Compute Platforms admission process.</source>
        <translation>用于 PyTorch 基金会 Additional Compute Platforms 准入流程的审查工作台。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="791"/>
        <source>Workspace: %1</source>
        <translation>工作区：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="792"/>
        <source>Database: %1</source>
        <translation>数据库：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="776"/>
        <source>Qt %1 (built with %2)</source>
        <translation>Qt %1（构建时使用 %2）</translation>
    </message>
    <message>
        <location filename="../src/ui/window/MainWindow.cpp" line="797"/>
        <source>About ACP Workbench</source>
        <translation>关于 ACP Workbench</translation>
    </message>
</context>
<context>
    <name>acp::MarkdownView</name>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="87"/>
        <source>Image not loaded: %1</source>
        <translation>图片未加载：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="90"/>
        <source>[image]</source>
        <translation>[图片]</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="91"/>
        <source>[image: %1]</source>
        <translation>[图片：%1]</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="65"/>
        <source>Open Link</source>
        <translation>打开链接</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="68"/>
        <source>Open this address in your mail program?</source>
        <translation>要在邮件程序中打开此地址吗？</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="70"/>
        <source>Open this link in your web browser?</source>
        <translation>要在网页浏览器中打开此链接吗？</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="73"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="45"/>
        <source>Application text</source>
        <translation>申请正文</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownRendering.cpp" line="316"/>
        <source>This text is %1 characters long; only the first %2 are shown here. The full text is on GitHub.</source>
        <translation>此文本长 %1 个字符；此处仅显示前 %2 个字符。完整文本请在 GitHub 上查看。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="96"/>
        <source>Link not opened: %1 is not one e-mail address.</source>
        <translation>未打开链接：%1 不是单个电子邮件地址。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="100"/>
        <source>Link not opened: &quot;%1&quot; is not a web address.</source>
        <translation>未打开链接：“%1”不是网址。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="103"/>
        <source>Link not opened: %1 links are not allowed (%2).</source>
        <translation>未打开链接：不允许打开 %1 链接（%2）。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="112"/>
        <source>Link not opened.</source>
        <translation>未打开链接。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="117"/>
        <source>Could not hand %1 to another application.</source>
        <translation>无法将 %1 交给其他应用程序打开。</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="123"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/LinkOpener.cpp" line="127"/>
        <source>(the address only: the subject, body and other fields the link carried were left out)</source>
        <translation>（仅地址：链接所带的主题、正文和其他字段已略去）</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="189"/>
        <source>No description provided.</source>
        <translation>未提供描述。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="207"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n 条评论</numerusform>
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
        <translation>发表于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/MarkdownView.cpp" line="306"/>
        <source>No text.</source>
        <translation>无文本。</translation>
    </message>
</context>
<context>
    <name>acp::OpenVotesPanel</name>
    <message>
        <location filename="../src/ui/voting/OpenVotesPanel.cpp" line="18"/>
        <source>Open votes</source>
        <translation>进行中的投票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/OpenVotesPanel.cpp" line="19"/>
        <source>No open votes.</source>
        <translation>没有进行中的投票。</translation>
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
        <translation>“%1”不是仓库名称：请写成 OWNER/NAME 的形式。</translation>
    </message>
</context>
<context>
    <name>acp::Outbox</name>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="77"/>
        <source>The action names no application.</source>
        <translation>该操作未指定申请。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="81"/>
        <source>The action has nothing to send: no comment and no label or state change.</source>
        <translation>该操作没有可发送的内容：既没有评论，也没有标签或状态更改。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="86"/>
        <source>Application #%1 is not in the cache; sync first.</source>
        <translation>申请 #%1 不在缓存中；请先同步。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="90"/>
        <source>This action is already in the outbox.</source>
        <translation>该操作已在发件箱中。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="104"/>
        <location filename="../src/core/outbox/Outbox.cpp" line="116"/>
        <source>The action could not be stored: %1</source>
        <translation>无法存储该操作：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="155"/>
        <location filename="../src/core/outbox/Outbox.cpp" line="178"/>
        <location filename="../src/core/outbox/Outbox.cpp" line="201"/>
        <source>There is no action %1 in the outbox.</source>
        <translation>发件箱中没有操作 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="159"/>
        <source>Part of this action may already be on GitHub; it can no longer be edited, only cancelled.</source>
        <translation>该操作的部分内容可能已发送到 GitHub；无法再编辑，只能取消。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="161"/>
        <source>Only a queued action can be edited; this one is %1.</source>
        <translation>只能编辑已排队的操作；此操作的状态为“%1”。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="166"/>
        <source>Without its comment the action would send nothing; cancel it instead.</source>
        <translation>删除评论后该操作将不发送任何内容；请改为取消该操作。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/Outbox.cpp" line="170"/>
        <source>comment edited (%n character(s))</source>
        <translation>
            <numerusform>评论已编辑（%n 个字符）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="181"/>
        <source>A %1 action cannot be cancelled.</source>
        <translation>状态为“%1”的操作无法取消。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="185"/>
        <source>cancelled after these steps reached GitHub: %1</source>
        <translation>在以下步骤已到达 GitHub 后取消：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="204"/>
        <source>Only a failed or blocked action can be retried; this one is %1.</source>
        <translation>只能重试失败或受阻的操作；此操作的状态为“%1”。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="214"/>
        <source>accepted GitHub&apos;s state: %1</source>
        <translation>已接受 GitHub 上的状态：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="228"/>
        <source>Application #%1 was deleted on GitHub after this action was queued; cancel it.</source>
        <translation>申请 #%1 在此操作加入队列后已在 GitHub 上被删除；请取消该操作。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="239"/>
        <source>check the application, then retry to send it anyway, or cancel it.</source>
        <translation>请检查该申请，然后重试以强制发送，或取消该操作。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="241"/>
        <source>Application #%1 was closed on GitHub%2 after this action was queued; %3</source>
        <translation>申请 #%1 在此操作加入队列后已在 GitHub 上被关闭%2；%3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="244"/>
        <source> as %1</source>
        <translation>（结果：%1）</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="249"/>
        <source>Application #%1 moved from “%2” to “%3” on GitHub after this action was queued; %4</source>
        <translation>申请 #%1 在此操作加入队列后已在 GitHub 上从“%2”变为“%3”；%4</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/Outbox.cpp" line="257"/>
        <source>Someone else already added the label “%1” to application #%2 after this action was queued; %3</source>
        <translation>此操作加入队列后，其他人已为申请 #%2 添加了标签“%1”；%3</translation>
    </message>
</context>
<context>
    <name>acp::OutboxAction</name>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="87"/>
        <source>Request info</source>
        <translation>请求补充信息</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="89"/>
        <source>Start vote</source>
        <translation>发起投票</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="91"/>
        <source>Record decision</source>
        <translation>记录决定</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="93"/>
        <source>Back to review</source>
        <translation>退回审查</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="95"/>
        <source>Deficiency notice</source>
        <translation>缺陷通知</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="97"/>
        <source>Retirement</source>
        <translation>下架</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="99"/>
        <source>Periodic review complete</source>
        <translation>定期审查完成</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="101"/>
        <source>Publish review</source>
        <translation>发布评审</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="103"/>
        <source>Listing pull request</source>
        <translation>列表拉取请求</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="105"/>
        <source>Remind non-voters</source>
        <translation>提醒未投票者</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="149"/>
        <source>Queued</source>
        <translation>已排队</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="151"/>
        <source>Sending</source>
        <translation>发送中</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="153"/>
        <source>Sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="155"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="157"/>
        <source>Blocked</source>
        <translation>受阻</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="159"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="484"/>
        <source>delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="484"/>
        <source>write %1</source>
        <translation>写入 %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="508"/>
        <source>close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="508"/>
        <source>close (%1)</source>
        <translation>关闭 (%1)</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="510"/>
        <source>reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxAction.cpp" line="521"/>
        <source>Update review</source>
        <translation>更新评审</translation>
    </message>
</context>
<context>
    <name>acp::OutboxCommands</name>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="100"/>
        <source>--force belongs to “outbox cancel”.</source>
        <translation>--force 仅适用于“outbox cancel”。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="137"/>
        <source>“review” publishes your checklist as your review: review publish NUMBER [--preview].</source>
        <translation>“review”将你的检查清单作为你的评审发布：review publish 编号 [--preview]。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="148"/>
        <source>“decide” needs an issue number and approved or declined, for example: decide 12 approved.</source>
        <translation>“decide”需要 Issue 编号以及 approved 或 declined，例如：decide 12 approved。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="152"/>
        <source>“%1” needs one issue number, for example: %1 12.</source>
        <translation>“%1”需要一个 Issue 编号，例如：%1 12。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="159"/>
        <source>“%1” is not a date; write it as YYYY-MM-DD.</source>
        <translation>“%1”不是日期；请写成 YYYY-MM-DD 的形式。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="165"/>
        <source>The outcome is approved or declined, not “%1”.</source>
        <translation>结果应为 approved 或 declined，而不是“%1”。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="169"/>
        <source>The demo workspace is offline; nothing is queued for GitHub (use --preview to see the comment).</source>
        <translation>演示工作区处于离线状态；不会为 GitHub 加入任何队列（使用 --preview 查看评论）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="200"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="214"/>
        <source>Preview (nothing queued): %1</source>
        <translation>预览（未加入队列）：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="228"/>
        <source>Queued action %1: %2.</source>
        <translation>已将操作 %1 加入队列：%2。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="230"/>
        <source>Run “push” to send it to GitHub; “outbox” lists what waits.</source>
        <translation>运行“push”将其发送到 GitHub；“outbox”会列出等待中的操作。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="261"/>
        <source>The outbox is empty.</source>
        <translation>发件箱为空。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="283"/>
        <source>%n action(s) waiting to be sent.</source>
        <translation>
            <numerusform>%n 个操作等待发送。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="285"/>
        <source>%n ballot(s) waiting to be sent.</source>
        <translation>
            <numerusform>%n 张选票等待发送。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="293"/>
        <source>Ballot on #%1: %2</source>
        <translation>#%1 的选票：%2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="296"/>
        <source>Ballot on #%1: %2 as @%3</source>
        <translation>#%1 的选票：%2（以 @%3 身份）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="306"/>
        <source>“outbox audit” takes no further arguments.</source>
        <translation>“outbox audit”不接受其他参数。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="321"/>
        <source>“outbox” takes cancel ID, retry ID or audit, not “%1”.</source>
        <translation>“outbox”接受 cancel ID、retry ID 或 audit，而不是“%1”。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="332"/>
        <source>“outbox %1” needs an action id, for example: outbox %1 3.</source>
        <translation>“outbox %1”需要一个操作 ID，例如：outbox %1 3。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="354"/>
        <source>“outbox cancel” needs an action id, for example: outbox cancel 3.</source>
        <translation>“outbox cancel”需要一个操作 ID，例如：outbox cancel 3。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="368"/>
        <source>Run “outbox cancel %1 --force” to cancel it anyway.</source>
        <translation>如仍要取消，请运行“outbox cancel %1 --force”。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="389"/>
        <source>“%1” is not a ballot id; ballots are listed as b1, b2, …</source>
        <translation>“%1”不是选票 ID；选票按 b1、b2、… 编号列出</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="402"/>
        <source>Cancelled: %1</source>
        <translation>已取消：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="410"/>
        <source>“due” takes no arguments.</source>
        <translation>“due”不接受参数。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="425"/>
        <source>Nothing is due: no open votes, deficiency clocks or periodic reviews.</source>
        <translation>没有到期事项：没有进行中的投票、缺陷计时或定期审查。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="442"/>
        <source>“push” takes no arguments.</source>
        <translation>“push”不接受参数。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="447"/>
        <source>The demo workspace is offline; nothing is pushed to GitHub.</source>
        <translation>演示工作区处于离线状态；不会向 GitHub 推送任何内容。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="500"/>
        <source>Nothing to push: the outbox is empty.</source>
        <translation>无需推送：发件箱为空。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="459"/>
        <source>Waiting %n second(s).</source>
        <translation>
            <numerusform>等待 %n 秒。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="467"/>
        <source>Sent: %1</source>
        <translation>已发送：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="489"/>
        <source>%n sent</source>
        <translation>
            <numerusform>已发送 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="490"/>
        <source>%n blocked</source>
        <translation>
            <numerusform>受阻 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="491"/>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="518"/>
        <source>%n failed</source>
        <translation>
            <numerusform>失败 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="492"/>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="519"/>
        <source>%n left unsent.</source>
        <translation>
            <numerusform>%n 个未发送。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="505"/>
        <source>A push is already running.</source>
        <translation>已有推送正在进行。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="524"/>
        <source>The push was cancelled; the next push resumes where it stopped.</source>
        <translation>推送已取消；下次推送将从中断处继续。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="530"/>
        <source>%n action(s) were left unsent; see “outbox”.</source>
        <translation>
            <numerusform>有 %n 个操作未发送；请查看“outbox”。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="542"/>
        <source>%n ballot(s) were left unsent; see “outbox”.</source>
        <translation>
            <numerusform>有 %n 张选票未发送；请查看“outbox”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/cli/OutboxCommands.cpp" line="478"/>
        <source>Sent: ballot on #%1, %2 as @%3</source>
        <translation>已发送：#%1 的选票，%2（以 @%3 身份）</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="517"/>
        <source>Ballots: %n sent</source>
        <translation>
            <numerusform>选票：已发送 %n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/cli/OutboxCommands.cpp" line="521"/>
        <source>Ballots: %n left unsent.</source>
        <translation>
            <numerusform>选票：%n 张未发送。</numerusform>
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
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="141"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="143"/>
        <source>Attempts</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="145"/>
        <source>Last error</source>
        <translation>最近的错误</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxModel.cpp" line="147"/>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
</context>
<context>
    <name>acp::OutboxPanel</name>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="33"/>
        <source>Queued actions</source>
        <translation>已排队的操作</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="34"/>
        <source>Outbox</source>
        <translation>发件箱</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="35"/>
        <source>Actions waiting to be sent to GitHub, in order</source>
        <translation>按顺序等待发送到 GitHub 的操作</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="49"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="50"/>
        <source>Edit the comment of a queued action before it is sent</source>
        <translation>在发送前编辑已排队操作的评论</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="51"/>
        <source>&amp;Cancel Action</source>
        <translation>取消操作(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="52"/>
        <source>Take the action out of the outbox; nothing more of it is sent</source>
        <translation>将该操作移出发件箱；不再发送其任何内容</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="53"/>
        <source>&amp;Retry</source>
        <translation>重试(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="54"/>
        <source>Queue a failed or blocked action again for the next push</source>
        <translation>将失败或受阻的操作重新加入队列，等待下次推送</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="55"/>
        <source>&amp;Push Now</source>
        <translation>立即推送(&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="56"/>
        <source>&amp;Audit Log…</source>
        <translation>审计日志(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="57"/>
        <source>Every local action and push result, exportable as CSV</source>
        <translation>所有本地操作和推送结果，可导出为 CSV</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="81"/>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="193"/>
        <source>Edit Comment</source>
        <translation>编辑评论</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="81"/>
        <source>Comment (Markdown):</source>
        <translation>评论（Markdown）：</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="88"/>
        <source>Cancel Action</source>
        <translation>取消操作</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="91"/>
        <source>Cancel the action anyway?</source>
        <translation>仍要取消该操作吗？</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="93"/>
        <source>Cancel &amp;Anyway</source>
        <translation>仍然取消(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="94"/>
        <source>&amp;Keep It</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="238"/>
        <source>Looking on GitHub for the comment of “%1” before cancelling…</source>
        <translation>取消前正在 GitHub 上查找“%1”的评论…</translation>
    </message>
    <message>
        <location filename="../src/ui/outbox/OutboxPanel.cpp" line="243"/>
        <source>Looking on GitHub for the pull request of “%1” before cancelling…</source>
        <translation>取消前正在 GitHub 上查找“%1”的拉取请求…</translation>
    </message>
</context>
<context>
    <name>acp::OutboxPusher</name>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="202"/>
        <source>Another push of this workspace is running.</source>
        <translation>此工作区的另一个推送正在进行。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="207"/>
        <source>Another push of this workspace is running (in another window or process).</source>
        <translation>此工作区的另一个推送正在进行（在另一个窗口或进程中）。</translation>
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
        <translation>推送已取消。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="333"/>
        <source>resumed after an interrupted push</source>
        <translation>在中断的推送之后恢复</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="340"/>
        <source>Checking application #%1 on GitHub…</source>
        <translation>正在检查 GitHub 上的申请 #%1…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="368"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1032"/>
        <source>Application #%1 was deleted on GitHub; cancel this action.</source>
        <translation>申请 #%1 已在 GitHub 上被删除；请取消此操作。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="369"/>
        <source>Application #%1 is not on GitHub any more (deleted or transferred), or the token cannot see it; check it, then retry or cancel.</source>
        <translation>申请 #%1 已不在 GitHub 上（已删除或已转移），或令牌无权查看；请检查后重试或取消。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="382"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="547"/>
        <source>Reading application #%1 failed: %2</source>
        <translation>读取申请 #%1 失败：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="393"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="553"/>
        <source>GitHub&apos;s answer for application #%1 could not be read.</source>
        <translation>无法读取 GitHub 对申请 #%1 的响应。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="432"/>
        <source>Looking for the comment of an earlier attempt on #%1…</source>
        <translation>正在查找 #%1 上先前尝试发布的评论…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="502"/>
        <source>%1 Tried %n time(s); the next push tries again.</source>
        <translation>
            <numerusform>%1 已尝试 %n 次；下次推送时将再次尝试。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="580"/>
        <source>posting the comment</source>
        <translation>正在发布评论</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="581"/>
        <source>Posting the comment on #%1…</source>
        <translation>正在 #%1 上发布评论…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="596"/>
        <source>the comment is on its way to GitHub</source>
        <translation>评论正在发往 GitHub</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="607"/>
        <source>The comment on #%1 was not sent: %2</source>
        <translation>#%1 上的评论未发送：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="623"/>
        <source>Posting the comment on #%1 may not have worked: %2</source>
        <translation>在 #%1 上发布评论可能未成功：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="628"/>
        <source>GitHub refused the comment on #%1: %2 The token may lack write access to the repository&apos;s issues.</source>
        <translation>GitHub 拒绝了 #%1 上的评论：%2 该令牌可能没有此仓库 Issue 的写入权限。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="632"/>
        <source>GitHub did not take the comment on #%1: %2</source>
        <translation>GitHub 未接受 #%1 上的评论：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="541"/>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="753"/>
        <source>Application #%1 is not on GitHub any more; check it, then retry or cancel.</source>
        <translation>申请 #%1 已不在 GitHub 上；请检查后重试或取消。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="199"/>
        <source>A GitHub token is needed to push: set %1 (or sign in), then push again.</source>
        <translation>推送需要 GitHub 令牌：请设置 %1（或登录），然后重新推送。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="670"/>
        <source>editing the review comment</source>
        <translation>正在编辑评审评论</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="671"/>
        <source>Updating the review comment on #%1…</source>
        <translation>正在更新 #%1 上的评审评论…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="681"/>
        <source>The review comment on #%1 was not updated: %2</source>
        <translation>#%1 上的评审评论未更新：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="695"/>
        <source>GitHub refused the edit of the review comment on #%1: %2 The token may lack write access, or the comment is someone else&apos;s.</source>
        <translation>GitHub 拒绝编辑 #%1 上的评审评论：%2 令牌可能没有写权限，或该评论属于他人。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="699"/>
        <source>GitHub did not take the edit of the review comment on #%1: %2</source>
        <translation>GitHub 未接受对 #%1 上评审评论的编辑：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="706"/>
        <source>the earlier review comment is gone; posting a new one</source>
        <translation>之前的评审评论已不存在；正在发布新评论</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="762"/>
        <source>Looking for the comment on #%1 failed: %2</source>
        <translation>查找 #%1 上的评论失败：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="783"/>
        <source>found the comment of an earlier attempt: %1</source>
        <translation>找到了先前尝试发布的评论：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="793"/>
        <source>the comment of the earlier attempt is not listed on GitHub</source>
        <translation>GitHub 上未列出先前尝试发布的评论</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="800"/>
        <source>The comment on #%1 may already be on GitHub, but it is not listed yet; the next push looks for it again before posting it.</source>
        <translation>#%1 上的评论可能已在 GitHub 上，但尚未列出；下次推送会在发布前再次查找该评论。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="815"/>
        <source>The comment on #%1 is not listed on GitHub; looking once more in %n second(s) before posting it again.</source>
        <translation>
            <numerusform>GitHub 上未列出 #%1 上的评论；将在 %n 秒后再查找一次，然后再重新发布。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="856"/>
        <source>already there</source>
        <translation>已存在</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="860"/>
        <source>Adding %1 to #%2…</source>
        <translation>正在向 #%2 添加 %1…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="889"/>
        <source>Adding labels to #%1 failed: %2</source>
        <translation>向 #%1 添加标签失败：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="893"/>
        <source>GitHub refused to add %1 to #%2: %3 Changing labels needs triage (or write) access to the repository.</source>
        <translation>GitHub 拒绝向 #%2 添加 %1：%3 更改标签需要此仓库的 triage（或写入）权限。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="898"/>
        <source>GitHub did not add %1 to #%2: %3</source>
        <translation>GitHub 未向 #%2 添加 %1：%3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="913"/>
        <source>already gone</source>
        <translation>已不存在</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="916"/>
        <source>Removing %1 from #%2…</source>
        <translation>正在从 #%2 移除 %1…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="944"/>
        <source>%1 was already gone</source>
        <translation>%1 已不存在</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="947"/>
        <source>Removing %1 from #%2 failed: %3</source>
        <translation>从 #%2 移除 %1 失败：%3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="951"/>
        <source>GitHub refused to remove %1 from #%2: %3 Changing labels needs triage (or write) access to the repository.</source>
        <translation>GitHub 拒绝从 #%2 移除 %1：%3 更改标签需要此仓库的 triage（或写入）权限。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="956"/>
        <source>GitHub did not remove %1 from #%2: %3</source>
        <translation>GitHub 未从 #%2 移除 %1：%3</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="970"/>
        <source>already %1</source>
        <translation>已处于 %1 状态</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="975"/>
        <source>Closing #%1…</source>
        <translation>正在关闭 #%1…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="976"/>
        <source>Reopening #%1…</source>
        <translation>正在重新打开 #%1…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1000"/>
        <source>Changing the state of #%1 failed: %2</source>
        <translation>更改 #%1 的状态失败：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1005"/>
        <source>GitHub refused to %1 #%2: %3 Closing an issue needs triage (or write) access to the repository.</source>
        <translation>GitHub 拒绝%1 #%2：%3 关闭 Issue 需要此仓库的 triage（或写入）权限。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1007"/>
        <source>close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1007"/>
        <source>reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1010"/>
        <source>GitHub did not change the state of #%1: %2</source>
        <translation>GitHub 未更改 #%1 的状态：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1113"/>
        <source>Sent: %1</source>
        <translation>已发送：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1131"/>
        <source>Blocked: %1 (%2)</source>
        <translation>受阻：%1（%2）</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1146"/>
        <source>Failed: %1 (%2)</source>
        <translation>失败：%1（%2）</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1163"/>
        <source>Not sent yet: %1 (%2)</source>
        <translation>尚未发送：%1（%2）</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1197"/>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1203"/>
        <source>Waiting: %1 (behind an unresolved action on the same application)</source>
        <translation>等待中：%1（排在同一申请的一个未解决操作之后）</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusher.cpp" line="1205"/>
        <source>Not reached: %1</source>
        <translation>未处理：%1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="90"/>
        <source>GitHub is still preparing the fork of %1.</source>
        <translation>GitHub 仍在准备 %1 的 fork。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="96"/>
        <source>%1: GitHub&apos;s answer did not arrive.</source>
        <translation>%1：未收到 GitHub 的应答。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="99"/>
        <source>%1: GitHub refused (%2). The token needs the public_repo (or repo) scope to fork %3 and open pull requests.</source>
        <translation>%1：GitHub 拒绝了请求（%2）。令牌需要 public_repo（或 repo）权限才能 fork %3 并创建拉取请求。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="103"/>
        <source>%1: GitHub did not accept it: %2</source>
        <translation>%1：GitHub 未接受：%2</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="141"/>
        <source>Looking for the pull request of an earlier attempt…</source>
        <translation>正在查找之前尝试创建的拉取请求…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="150"/>
        <source>Reading your GitHub account…</source>
        <translation>正在读取你的 GitHub 账户…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="154"/>
        <source>Reading your GitHub account</source>
        <translation>读取你的 GitHub 账户</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="160"/>
        <source>GitHub&apos;s answer about your account could not be read.</source>
        <translation>无法读取 GitHub 关于你账户的应答。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="179"/>
        <source>Looking for your fork of %1…</source>
        <translation>正在查找你的 %1 fork…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="199"/>
        <source>Looking for your fork of %1</source>
        <translation>查找你的 %1 fork</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="204"/>
        <source>Forking %1…</source>
        <translation>正在 fork %1…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="212"/>
        <source>Forking %1</source>
        <translation>fork %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="226"/>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="231"/>
        <source>Reading %1</source>
        <translation>读取 %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="243"/>
        <source>Reading the branch %1 of %2</source>
        <translation>读取 %2 的分支 %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="255"/>
        <source>Reading the commit %1 of %2</source>
        <translation>读取 %2 的提交 %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="273"/>
        <source>Uploading %1…</source>
        <translation>正在上传 %1…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="281"/>
        <source>Uploading %1</source>
        <translation>上传 %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="312"/>
        <source>Making the tree of the change…</source>
        <translation>正在创建更改的树…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="319"/>
        <source>Making the tree of the change</source>
        <translation>创建更改的树</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="349"/>
        <source>Committing the change…</source>
        <translation>正在提交更改…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="356"/>
        <source>Committing the change</source>
        <translation>提交更改</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="372"/>
        <source>Creating the branch %1 in %2</source>
        <translation>在 %2 中创建分支 %1</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="409"/>
        <source>The branch %1 in %2 holds another commit than this listing&apos;s; delete the branch on GitHub, then retry, or cancel.</source>
        <translation>%2 中的分支 %1 包含的提交与此列表条目的不同；请在 GitHub 上删除该分支后重试，或取消。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="426"/>
        <source>Looking for the pull request</source>
        <translation>查找拉取请求</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="462"/>
        <source>Opening the pull request on %1…</source>
        <translation>正在 %1 上创建拉取请求…</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="479"/>
        <source>Opening the pull request on %1</source>
        <translation>在 %1 上创建拉取请求</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxPusherPullRequest.cpp" line="485"/>
        <source>%1: GitHub says it exists, but does not list it yet.</source>
        <translation>%1：GitHub 表示它已存在，但尚未列出。</translation>
    </message>
</context>
<context>
    <name>acp::OutboxStore</name>
    <message>
        <location filename="../src/core/outbox/OutboxStore.cpp" line="242"/>
        <source>The action is %1 now; it was changed meanwhile.</source>
        <translation>该操作当前的状态为“%1”；它在此期间已被更改。</translation>
    </message>
    <message>
        <location filename="../src/core/outbox/OutboxStore.cpp" line="245"/>
        <source>The action no longer exists.</source>
        <translation>该操作已不存在。</translation>
    </message>
</context>
<context>
    <name>acp::PageFetcher</name>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="85"/>
        <source>Only http and https addresses are fetched; this one was not.</source>
        <translation>仅获取 http 和 https 地址；此地址未被获取。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="146"/>
        <source>%1 resolves to %2, %3: previews connect only to public internet addresses, never to this computer or the networks it is in.</source>
        <translation>%1 解析为 %2（%3）：预览只连接公共互联网地址，从不连接本机或本机所在的网络。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="149"/>
        <source>%1 is %2: previews connect only to public internet addresses, never to this computer or the networks it is in.</source>
        <translation>%1 是%2：预览只连接公共互联网地址，从不连接本机或本机所在的网络。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="153"/>
        <source>The page redirects to %1, which was not followed. %2</source>
        <translation>该页面重定向到 %1，未跟随该重定向。%2</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="246"/>
        <source>The server sent a redirect (HTTP %1) without a target.</source>
        <translation>服务器发送了没有目标的重定向（HTTP %1）。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="253"/>
        <source>The page redirects to %1, which is not an http or https address; it was not followed.</source>
        <translation>该页面重定向到 %1，它不是 http 或 https 地址；未跟随该重定向。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="261"/>
        <source>The page redirects in a loop (back to %1).</source>
        <translation>该页面循环重定向（回到 %1）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/PageFetcher.cpp" line="266"/>
        <source>The page redirects more than %n time(s).</source>
        <translation>
            <numerusform>该页面重定向超过 %n 次。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="275"/>
        <source>The server answered that the page does not exist (HTTP %1).</source>
        <translation>服务器返回该页面不存在（HTTP %1）。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="282"/>
        <location filename="../src/core/preview/PageFetcher.cpp" line="389"/>
        <source>The server answered HTTP %1.</source>
        <translation>服务器返回了 HTTP %1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="283"/>
        <source>The server answered HTTP %1 (%2).</source>
        <translation>服务器返回了 HTTP %1（%2）。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="301"/>
        <source>The page is %1 KiB, more than the %2 KiB a preview reads.</source>
        <translation>该页面大小为 %1 KiB，超过了预览读取的上限 %2 KiB。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="320"/>
        <location filename="../src/core/preview/PageFetcher.cpp" line="384"/>
        <source>The page is larger than the %1 KiB a preview reads.</source>
        <translation>该页面大小超过了预览读取的上限 %1 KiB。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="349"/>
        <source>The secure connection failed: %1.</source>
        <translation>安全连接失败：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="354"/>
        <source>The server did not answer in time.</source>
        <translation>服务器未及时响应。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="357"/>
        <source>The connection to %1 was refused.</source>
        <translation>与 %1 的连接被拒绝。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="459"/>
        <source>Links for %1</source>
        <translation>%1 的链接</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="134"/>
        <location filename="../src/core/preview/PageFetcher.cpp" line="360"/>
        <source>The host %1 was not found.</source>
        <translation>找不到主机 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="363"/>
        <source>The server closed the connection before the page was complete.</source>
        <translation>服务器在页面传输完成前关闭了连接。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="367"/>
        <source>Only http and https addresses are fetched.</source>
        <translation>仅获取 http 和 https 地址。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="370"/>
        <source>The page could not be fetched: %1.</source>
        <translation>无法获取该页面：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="376"/>
        <source>The connection broke off before the page was complete: %1.</source>
        <translation>连接在页面传输完成前中断：%1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/preview/PageFetcher.cpp" line="402"/>
        <source>The page did not load within %n second(s).</source>
        <translation>
            <numerusform>页面未在 %n 秒内加载完成。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/preview/PageFetcher.cpp" line="403"/>
        <source>The page did not load within %1 ms.</source>
        <translation>页面未在 %1 毫秒内加载完成。</translation>
    </message>
</context>
<context>
    <name>acp::PendingBallotsView</name>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="43"/>
        <source>Ballots waiting to be sent</source>
        <translation>等待发送的选票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Application</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Ballot</source>
        <translation>选票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Attempts</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="45"/>
        <source>Last error</source>
        <translation>最近的错误</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="54"/>
        <source>Cancel &amp;Ballot</source>
        <translation>取消选票(&amp;B)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="56"/>
        <source>Cancel ballot</source>
        <translation>取消选票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="57"/>
        <source>Take the ballot out of the queue; your ballot on GitHub stays as it is</source>
        <translation>将该选票移出队列；你在 GitHub 上的选票保持不变</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/PendingBallotsView.cpp" line="112"/>
        <source>%1 as @%2</source>
        <translation>%1（以 @%2 身份）</translation>
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
            <numerusform>%n 张选票等待发送</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::PushSession</name>
    <message>
        <location filename="../src/core/actions/PushSession.cpp" line="128"/>
        <source>No GitHub token is set (%1), so the ballots cannot be sent.</source>
        <translation>未设置 GitHub 令牌（%1），因此无法发送选票。</translation>
    </message>
</context>
<context>
    <name>acp::RecentWorkspaces</name>
    <message>
        <location filename="../src/core/workspace/RecentWorkspaces.cpp" line="46"/>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
</context>
<context>
    <name>acp::RelatedApplications</name>
    <message numerus="yes">
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="79"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="82"/>
        <source>Possible duplicate of #%1: the same text from the same author, %2 earlier.</source>
        <translation>可能与 #%1 重复：同一作者的相同内容，早 %2 提交。</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="87"/>
        <source>Submitted again as #%1: the same text from the same author, %2 later.</source>
        <translation>已以 #%1 再次提交：同一作者的相同内容，晚 %2 提交。</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="92"/>
        <source>Resubmission of #%1, declined %2 earlier.</source>
        <translation>重新提交 #%1（早 %2 提交，已拒绝）。</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/RelatedApplications.cpp" line="98"/>
        <source>Resubmitted as #%1, %2 later.</source>
        <translation>已于 %2 后以 #%1 重新提交。</translation>
    </message>
</context>
<context>
    <name>acp::ReportActions</name>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="30"/>
        <source>&amp;Export Report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="32"/>
        <source>Save the review report of the selected application as a PDF</source>
        <translation>将所选申请的审查报告保存为 PDF</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="33"/>
        <source>Export &amp;Round Report…</source>
        <translation>导出轮次报告(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="36"/>
        <source>Save one PDF with a cover page and the report of every application the list shows</source>
        <translation>将封面页和列表中显示的每个申请的报告保存为一个 PDF</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="38"/>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="40"/>
        <source>Preview the selected application&apos;s report as printed</source>
        <translation>预览所选申请报告的打印效果</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="41"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="43"/>
        <source>Print the selected application&apos;s report</source>
        <translation>打印所选申请的报告</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="103"/>
        <source>Preparing the round report…</source>
        <translation>正在准备轮次报告…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="103"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="105"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="177"/>
        <source>Export Round Report</source>
        <translation>导出轮次报告</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="131"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="155"/>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="133"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="144"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="189"/>
        <source>Select an application first.</source>
        <translation>请先选择一个申请。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="158"/>
        <source>Report saved to %1</source>
        <translation>报告已保存到 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="166"/>
        <source>The list shows no applications to report on.</source>
        <translation>列表中没有可生成报告的申请。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="181"/>
        <source>Round report saved to %1</source>
        <translation>轮次报告已保存到 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="195"/>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="223"/>
        <source>Print Preview: %1</source>
        <translation>打印预览：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportActions.cpp" line="238"/>
        <location filename="../src/ui/report/ReportActions.cpp" line="243"/>
        <source>Print Report</source>
        <translation>打印报告</translation>
    </message>
</context>
<context>
    <name>acp::ReportBuilder</name>
    <message>
        <location filename="../src/core/report/ReportBuilder.cpp" line="404"/>
        <source>%1 by %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportBuilder.cpp" line="436"/>
        <source>Review round of %1</source>
        <translation>%1 审查轮次</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="56"/>
        <source>Approve</source>
        <translation>赞成</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="58"/>
        <source>Reject</source>
        <translation>反对</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="60"/>
        <source>Abstain</source>
        <translation>弃权</translation>
    </message>
    <message>
        <location filename="../src/core/report/ReportModel.cpp" line="62"/>
        <source>Ambiguous (not counted)</source>
        <translation>不明确（不计入）</translation>
    </message>
</context>
<context>
    <name>acp::ReportCommand</name>
    <message>
        <location filename="../src/ui/report/ReportCommand.cpp" line="33"/>
        <source>“report” needs one issue number or --all, for example: report 12 --output report.pdf.</source>
        <translation>“report”需要一个 Issue 编号或 --all，例如：report 12 --output report.pdf。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportCommand.cpp" line="38"/>
        <source>“report” needs --output FILE.pdf.</source>
        <translation>“report”需要 --output FILE.pdf。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportCommand.cpp" line="48"/>
        <source>No applications are cached yet; run “sync” first.</source>
        <translation>尚未缓存任何申请；请先运行“sync”。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ReportCommand.cpp" line="70"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>已写入 %1（%n 页）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::ReportDocumentWriter</name>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="48"/>
        <source>form: %1</source>
        <translation>表单：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="51"/>
        <source>comment by %1, %2</source>
        <translation>%1 的评论，%2</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="73"/>
        <source>File: %1 (%2)</source>
        <translation>文件：%1（%2）</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="113"/>
        <source>Image: %1</source>
        <translation>图片：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="424"/>
        <location filename="../src/ui/report/ReportDocumentWriter.cpp" line="432"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>acp::ReportRenderer</name>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="190"/>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="199"/>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="212"/>
        <source>ACP review round</source>
        <translation>ACP 审查轮次</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="78"/>
        <source>ACP review report: #%1 %2</source>
        <translation>ACP 审查报告：#%1 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/ReportRenderer.cpp" line="86"/>
        <source>ACP review round: %1 (%n application(s))</source>
        <translation>
            <numerusform>ACP 审查轮次：%1（%n 个申请）</numerusform>
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
        <translation>报告已取消。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="169"/>
        <source>ACP review report</source>
        <translation>ACP 审查报告</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="171"/>
        <source>Laying out the report…</source>
        <translation>正在排版报告…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="202"/>
        <source>Laying out the cover page…</source>
        <translation>正在排版封面页…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="214"/>
        <source>Laying out #%1…</source>
        <translation>正在排版 #%1…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="236"/>
        <source>The report could not be painted on the output device.</source>
        <translation>无法将报告绘制到输出设备。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="249"/>
        <source>The output device refused a new page.</source>
        <translation>输出设备拒绝了新页面。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="272"/>
        <source>Generated %1 with %2</source>
        <translation>由 %2 于 %1 生成</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="275"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="290"/>
        <source>Painting page %1 of %2…</source>
        <translation>正在绘制第 %1 页，共 %2 页…</translation>
    </message>
    <message>
        <location filename="../src/ui/report/ReportRenderer.cpp" line="320"/>
        <source>The report could not be written to %1: %2</source>
        <translation>无法将报告写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>acp::RequirementDefinitionController</name>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="36"/>
        <source>Requirement &amp;Definition…</source>
        <translation>要求定义(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="39"/>
        <source>Use your own requirement definition file, or the built-in one</source>
        <translation>使用你自己的要求定义文件，或使用内置定义</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="49"/>
        <source>Requirement definition problem</source>
        <translation>要求定义问题</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="70"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="71"/>
        <source>Dismiss the requirement definition message</source>
        <translation>关闭要求定义消息</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="96"/>
        <source>The label mapping cannot be used: %1 The label names of the preferences are in use.</source>
        <translation>无法使用标签映射：%1 正在使用偏好设置中的标签名称。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="101"/>
        <source>The eligibility rule cannot be used: %1 Votes open under the built-in rule (as recorded on the roster).</source>
        <translation>无法使用投票资格规则：%1 投票将按内置规则开启（以名册记录为准）。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="121"/>
        <source>Choose another definition…</source>
        <translation>选择其他定义…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="143"/>
        <source>Using the built-in requirement definition (version %1).</source>
        <translation>正在使用内置要求定义（版本 %1）。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="144"/>
        <source>Using the requirement definition %1 (version %2).</source>
        <translation>正在使用要求定义 %1（版本 %2）。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="155"/>
        <source>Requirement Definition</source>
        <translation>要求定义</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="157"/>
        <source>The checklist uses the built-in requirement definition (version %1, %2).</source>
        <translation>检查清单使用内置要求定义（版本 %1，%2）。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="160"/>
        <source>The checklist uses the requirement definition %1 (version %2, %3).</source>
        <translation>检查清单使用要求定义 %1（版本 %2，%3）。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="165"/>
        <source>Choose a JSON definition file of your own (the Working Group may amend its process), or go back to the built-in one. Statuses you set stay stored either way.</source>
        <translation>选择你自己的 JSON 定义文件（工作组可能会修订其流程），或恢复使用内置定义。无论哪种方式，你已设置的状态都会保留。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="168"/>
        <source>Choose File…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="170"/>
        <source>Use the Built-in Definition</source>
        <translation>使用内置定义</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="181"/>
        <source>Choose a Requirement Definition</source>
        <translation>选择要求定义</translation>
    </message>
    <message>
        <location filename="../src/ui/window/RequirementDefinitionController.cpp" line="183"/>
        <source>Requirement definitions (*.json);;All files (*)</source>
        <translation>要求定义 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>acp::RequirementNoteEditor</name>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="50"/>
        <source>saved %1</source>
        <translation>保存于 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="69"/>
        <source>editing…</source>
        <translation>正在编辑…</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="80"/>
        <source>saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="82"/>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/RequirementNoteEditor.cpp" line="111"/>
        <source>Nothing written yet.</source>
        <translation>尚未填写任何内容。</translation>
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
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="45"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="506"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="590"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="47"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="49"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="207"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="255"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="300"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="524"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="538"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="53"/>
        <source>nothing</source>
        <translation>空值</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="100"/>
        <source>The file is not valid JSON (%1).</source>
        <translation>该文件不是有效的 JSON（%1）。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="107"/>
        <source>The field %1 appears twice.</source>
        <translation>字段 %1 出现了两次。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="113"/>
        <source>The definition must be a JSON object with the fields format_version, version, date and requirements.</source>
        <translation>定义必须是包含 format_version、version、date 和 requirements 字段的 JSON 对象。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="147"/>
        <source>%1 must be a whole number (this version reads format %2).</source>
        <translation>%1 必须是整数（此版本读取格式 %2）。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="154"/>
        <source>%1 is %2: the file is written for a newer version of ACP Workbench, which reads format version %3.</source>
        <translation>%1 为 %2：该文件是为更新版本的 ACP Workbench 编写的，该版本读取格式版本 %3。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="173"/>
        <source>%1 must be a date written YYYY-MM-DD.</source>
        <translation>%1 必须是 YYYY-MM-DD 格式的日期。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="193"/>
        <source>a list of requirements</source>
        <translation>要求列表</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="198"/>
        <source>%1 must list at least one requirement.</source>
        <translation>%1 必须列出至少一个要求。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="217"/>
        <source>%1: %2 is already the id of requirements[%3].</source>
        <translation>%1：%2 已是 requirements[%3] 的 id。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="229"/>
        <source>%1: %2 is also a heading alias of requirement %3; a heading can answer only one requirement.</source>
        <translation>%1：%2 也是要求 %3 的标题别名；一个标题只能回答一个要求。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="248"/>
        <source>a list of form profiles</source>
        <translation>表单配置列表</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="264"/>
        <source>%1: %2 is already taken.</source>
        <translation>%1：%2 已被占用。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="286"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “wg-draft-2026”.</source>
        <translation>%1 只能包含小写字母、数字和单个连字符，例如“wg-draft-2026”。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="293"/>
        <source>a non-empty list of sections</source>
        <translation>非空的章节列表</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="325"/>
        <source>%1: the form already has the heading %2.</source>
        <translation>%1：表单中已有标题 %2。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="332"/>
        <source>%1 needs %2 (the requirements it answers), %3 (the fact it gives), or both.</source>
        <translation>%1 需要 %2（所回答的要求）、%3（所提供的事实）或两者兼有。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="343"/>
        <source>%1: no requirement has the id %2.</source>
        <translation>%1：没有 ID 为 %2 的要求。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="351"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “license”.</source>
        <translation>%1 只能包含小写字母、数字和单个连字符，例如“license”。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="391"/>
        <source>%1 must be lowercase letters, digits and single hyphens, like “security-policy”.</source>
        <translation>%1 只能包含小写字母、数字和单个连字符，例如“security-policy”。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="319"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="419"/>
        <source>%1 must contain letters or digits.</source>
        <translation>%1 必须包含字母或数字。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="431"/>
        <source>%1: unknown check %2; the checks are: %3.</source>
        <translation>%1：未知检查项 %2；可用的检查项有：%3。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="454"/>
        <source>%1: unknown status %2; the statuses are: %3.</source>
        <translation>%1：未知状态 %2；可用的状态有：%3。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="487"/>
        <source>Unknown field %1; the fields here are: %2.</source>
        <translation>未知字段 %1；此处可用的字段有：%2。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="493"/>
        <source>The field %1 is missing.</source>
        <translation>缺少字段 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="511"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="596"/>
        <source>%1 must not be empty.</source>
        <translation>%1 不能为空。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="533"/>
        <source>%1: languages are named like “de” or “zh_CN”.</source>
        <translation>%1：语言名称应形如“de”或“zh_CN”。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="570"/>
        <source>%1 must be an http or https address.</source>
        <translation>%1 必须是 http 或 https 地址。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="583"/>
        <source>a list of text</source>
        <translation>文本列表</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="607"/>
        <source>%1 must be %2, not %3.</source>
        <translation>%1 必须是%2，而不是%3。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="608"/>
        <source>the file</source>
        <translation>该文件</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="648"/>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1，第 %2 行，第 %3 列：%4</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="684"/>
        <source>The requirement definition could not be read: %1.</source>
        <translation>无法读取要求定义：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/review/RequirementSet.cpp" line="689"/>
        <location filename="../src/core/review/RequirementSet.cpp" line="696"/>
        <source>The requirement definition is larger than %1 KiB; it cannot be a requirement list.</source>
        <translation>要求定义超过 %1 KiB；不可能是要求列表。</translation>
    </message>
</context>
<context>
    <name>acp::RequirementSettings</name>
    <message>
        <location filename="../src/core/review/RequirementSettings.cpp" line="12"/>
        <source>The built-in requirement definition is in use, because the chosen file is not valid: %1</source>
        <translation>由于所选文件无效，正在使用内置要求定义：%1</translation>
    </message>
</context>
<context>
    <name>acp::ReviewCommands</name>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="78"/>
        <source>“reviews” needs one issue number, for example: reviews 24.</source>
        <translation>“reviews”需要一个议题编号，例如：reviews 24。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="125"/>
        <source>No review of #%1 has been published on its issue by a trusted author.</source>
        <translation>#%1 的议题上尚无可信作者发布的评审。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="131"/>
        <source>Requirement</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="131"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="173"/>
        <source>@%1 published a review with the workbench (%2 UTC): %3</source>
        <translation>@%1 使用工作台发布了评审（%2 UTC）：%3</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="174"/>
        <source>@%1 wrote a review by hand (%2 UTC): %3</source>
        <translation>@%1 手动撰写了评审（%2 UTC）：%3</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="179"/>
        <source>Not tied to a requirement: “%1” (%2)</source>
        <translation>未关联到任何要求：“%1”（%2）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/ReviewCommands.cpp" line="187"/>
        <source>Reviewers disagree on: %1.</source>
        <translation>评审者在以下方面意见不一：%1。</translation>
    </message>
</context>
<context>
    <name>acp::ReviewNewsSnapshot</name>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="65"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="71"/>
        <source>the applicant answered the request for information.</source>
        <translation>申请人已回复补充信息请求。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="75"/>
        <source>the vote reached quorum.</source>
        <translation>投票已达到法定人数。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="79"/>
        <source>the vote closed.</source>
        <translation>投票已结束。</translation>
    </message>
    <message>
        <location filename="../src/core/actions/ReviewNews.cpp" line="85"/>
        <source>a deadline passed (%1).</source>
        <translation>已过期限（%1）。</translation>
    </message>
</context>
<context>
    <name>acp::ReviewState</name>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="47"/>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="49"/>
        <source>Needs info</source>
        <translation>待补充信息</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="51"/>
        <source>Voting</source>
        <translation>投票中</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="53"/>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="55"/>
        <source>Declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../src/core/review/ReviewState.cpp" line="57"/>
        <source>Closed</source>
        <translation>已关闭</translation>
    </message>
</context>
<context>
    <name>acp::Roster</name>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="70"/>
        <source>The roster has no organizations; add at least one.</source>
        <translation>名册中没有组织；请至少添加一个。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="79"/>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="81"/>
        <source>Row %1: the organization has no name.</source>
        <translation>第 %1 行：组织没有名称。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="83"/>
        <source>“%1” is listed twice (rows %2 and %3).</source>
        <translation>“%1”出现了两次（第 %2 行和第 %3 行）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="98"/>
        <source>%1: the representative is empty.</source>
        <translation>%1：未填写代表。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="105"/>
        <source>%1: “%2” is not a GitHub login.</source>
        <translation>%1：“%2”不是 GitHub 登录名。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="113"/>
        <source>@%1 is both the representative and the alternate of %2.</source>
        <translation>@%1 同时是 %2 的代表和候补代表。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="115"/>
        <source>@%1 is used twice: on %2 and on %3.</source>
        <translation>@%1 被重复使用：同时出现在 %2 和 %3 中。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="154"/>
        <source>eligible</source>
        <translation>有投票资格</translation>
    </message>
    <message>
        <location filename="../src/core/voting/Roster.cpp" line="155"/>
        <source>suspended</source>
        <translation>已暂停</translation>
    </message>
</context>
<context>
    <name>acp::RosterDialog</name>
    <message>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="16"/>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="44"/>
        <source>Edit Roster</source>
        <translation>编辑名册</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="19"/>
        <source>Save the roster as a new version</source>
        <translation>将名册保存为新版本</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterDialog.cpp" line="44"/>
        <source>Drop the changes to the roster?</source>
        <translation>放弃对名册的更改？</translation>
    </message>
</context>
<context>
    <name>acp::RosterEditor</name>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="68"/>
        <source>Roster organizations</source>
        <translation>名册中的组织</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="73"/>
        <source>Organization</source>
        <translation>组织</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="73"/>
        <source>Representative</source>
        <translation>代表</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="73"/>
        <source>Alternate</source>
        <translation>候补代表</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="74"/>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="190"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="74"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="74"/>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="185"/>
        <source>TAC seat</source>
        <translation>TAC 席位</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="75"/>
        <source>Last active</source>
        <translation>最近活动</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="75"/>
        <source>Attended</source>
        <translation>出席</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="77"/>
        <source>The date of the organization&apos;s last activity, as YYYY-MM-DD</source>
        <translation>该组织最近一次活动的日期，格式为 YYYY-MM-DD</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="79"/>
        <source>The meetings it attended, as YYYY-MM-DD dates separated by commas</source>
        <translation>其出席的会议，以逗号分隔的 YYYY-MM-DD 日期</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="83"/>
        <source>Meetings</source>
        <translation>会议</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="84"/>
        <source>2026-09-10, 2026-10-08, 2026-11-12</source>
        <translation>2026-09-10, 2026-10-08, 2026-11-12</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="85"/>
        <source>The Working Group&apos;s meetings, as YYYY-MM-DD dates separated by commas; the attendance rule counts the last of them</source>
        <translation>工作组的会议，以逗号分隔的 YYYY-MM-DD 日期；出席规则统计其中最近的几次</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="95"/>
        <source>&amp;Add Organization</source>
        <translation>添加组织(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="97"/>
        <source>Add organization</source>
        <translation>添加组织</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="98"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="100"/>
        <source>Remove the selected organizations</source>
        <translation>移除所选组织</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="101"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="103"/>
        <source>Import a roster</source>
        <translation>导入名册</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="104"/>
        <source>Read the organizations from a Markdown table (such as the Working Group&apos;s README) or a JSON file; save to keep them</source>
        <translation>从 Markdown 表格（例如工作组的 README）或 JSON 文件读取组织；保存后才会保留</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="132"/>
        <source>&amp;Meetings:</source>
        <translation>会议(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="140"/>
        <source>Import Roster</source>
        <translation>导入名册</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="141"/>
        <source>Rosters (*.md *.markdown *.txt *.json);;All files (*)</source>
        <translation>名册 (*.md *.markdown *.txt *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="288"/>
        <source>Row %1: “%2” is not a date; write dates as YYYY-MM-DD.</source>
        <translation>第 %1 行：“%2”不是日期；请按 YYYY-MM-DD 书写日期。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="295"/>
        <source>The meeting list holds something that is not a date; write dates as YYYY-MM-DD, separated by commas.</source>
        <translation>会议列表中有非日期的内容；请按 YYYY-MM-DD 书写日期，并以逗号分隔。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="308"/>
        <source>The roster cannot be saved yet:</source>
        <translation>名册暂时无法保存：</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="323"/>
        <source>The roster could not be saved: %1</source>
        <translation>无法保存名册：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="330"/>
        <source>Saved as roster version %1. Votes opened earlier keep the roster they were opened with.</source>
        <translation>已保存为名册版本 %1。之前开启的投票仍使用开启时的名册。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="362"/>
        <source>%1 could not be imported: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/voting/RosterEditor.cpp" line="369"/>
        <source>Imported %n organization(s) from %1; check them and save to keep them.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 个组织；请检查无误后保存以保留。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="403"/>
        <source>Roster problems</source>
        <translation>名册问题</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="111"/>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="403"/>
        <source>Roster message</source>
        <translation>名册消息</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="70"/>
        <source>One row per voting organization: its name, the representative&apos;s and the alternate&apos;s GitHub logins, eligible or suspended, a note, whether it holds a TAC seat, the date of its last activity and the meetings it attended.</source>
        <translation>每个投票组织一行：名称、代表和候补代表的 GitHub 登录名、有资格或已暂停、备注、是否拥有 TAC 席位、最近活动日期以及出席的会议。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="413"/>
        <source>No roster is saved yet: add the voting organizations or import the Working Group&apos;s table.</source>
        <translation>尚未保存名册：请添加投票组织，或导入工作组的表格。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/RosterEditor.cpp" line="419"/>
        <source>Roster version %1, saved %2 (%3). Saving makes a new version; votes already opened keep theirs.</source>
        <translation>名册版本 %1，保存于 %2（%3）。保存会生成新版本；已开启的投票保留各自的名册。</translation>
    </message>
</context>
<context>
    <name>acp::RosterParser</name>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="177"/>
        <source>The organization on %1 has no name.</source>
        <translation>%1 处的组织没有名称。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="181"/>
        <source>The organization “%1” is listed twice (again on %2).</source>
        <translation>组织“%1”被列出了两次（再次出现在%2）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="188"/>
        <location filename="../src/core/voting/RosterParser.cpp" line="195"/>
        <source>“%1” on %2 is not a GitHub login; write @login, login or https://github.com/login.</source>
        <translation>%2 处的“%1”不是 GitHub 登录名；请写成 @login、login 或 https://github.com/login。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="207"/>
        <source>Unknown status “%1” on %2; write eligible or suspended.</source>
        <translation>%2 处的状态“%1”未知；请写 eligible 或 suspended。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="219"/>
        <source>“%1” on %2 does not say whether the organization holds a TAC seat; write yes or no.</source>
        <translation>%2 中的“%1”未说明该组织是否拥有 TAC 席位；请写 yes 或 no。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="230"/>
        <source>“%1” on %2 is not a date; write dates as YYYY-MM-DD.</source>
        <translation>%2 中的“%1”不是日期；请按 YYYY-MM-DD 书写日期。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="241"/>
        <source>%1 has @%2 as both representative and alternate; the alternate is dropped.</source>
        <translation>%1 的代表和候补代表都是 @%2；已舍弃候补代表。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="252"/>
        <source>@%1 is listed for both %2 and %3; one login can vote for one organization only.</source>
        <translation>@%1 同时列于 %2 和 %3；一个登录名只能代表一个组织投票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="260"/>
        <source>%1 has no representative and no alternate: nobody can vote for it.</source>
        <translation>%1 既没有代表也没有候补代表：无人可以代表其投票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="265"/>
        <source>%1 has no representative; only its alternate can vote.</source>
        <translation>%1 没有代表；只有其候补代表可以投票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="297"/>
        <source>Organization</source>
        <translation>Organization（组织）</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="299"/>
        <source>Representative</source>
        <translation>Representative（代表）</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="301"/>
        <source>Alternate</source>
        <translation>Alternate（候补代表）</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="303"/>
        <source>Status</source>
        <translation>Status（状态）</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="305"/>
        <source>Note</source>
        <translation>Note（备注）</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="307"/>
        <source>TAC seat</source>
        <translation>TAC 席位</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="309"/>
        <source>Last active</source>
        <translation>最近活动</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="311"/>
        <source>Attended</source>
        <translation>出席</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="407"/>
        <source>The roster table on line %1 has no %2 column (its columns are: %3); the roster needs an Organization and a Representative column.</source>
        <translation>第 %1 行的名册表格缺少 %2 列（现有列为：%3）；名册需要 Organization 列和 Representative 列。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="410"/>
        <source> and no </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="426"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="450"/>
        <source>The roster table on line %1 lists no organizations.</source>
        <translation>第 %1 行的名册表格未列出任何组织。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="466"/>
        <source>No Markdown table was found; the roster needs a table with an Organization and a Representative column.</source>
        <translation>未找到 Markdown 表格；名册需要一个包含 Organization 列和 Representative 列的表格。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="478"/>
        <source>The roster is not valid JSON: %1 at offset %2.</source>
        <translation>名册不是有效的 JSON：%1（偏移量 %2）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="489"/>
        <source>The roster JSON needs an “organizations” array.</source>
        <translation>名册 JSON 需要一个“organizations”数组。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="498"/>
        <source>organization %1 of the JSON</source>
        <translation>JSON 中的第 %1 个组织</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="500"/>
        <source>The roster JSON&apos;s %1 is not an object.</source>
        <translation>名册 JSON 有误：%1不是对象。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="524"/>
        <source>The %1 of %2 is not a text.</source>
        <translation>%2的 %1 不是文本。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="530"/>
        <source>The tac_seat of %1 is not true or false.</source>
        <translation>%1 的 tac_seat 既不是 true 也不是 false。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="538"/>
        <source>The attended of %1 is not a list of dates.</source>
        <translation>%1 的 attended 不是日期列表。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="549"/>
        <source>The roster JSON&apos;s “meetings” is not a list of dates (YYYY-MM-DD).</source>
        <translation>名册 JSON 中的“meetings”不是日期（YYYY-MM-DD）列表。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="552"/>
        <source>The roster JSON lists no organizations.</source>
        <translation>名册 JSON 未列出任何组织。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="573"/>
        <source>The roster file %1 could not be read: %2.</source>
        <translation>无法读取名册文件 %1：%2。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterParser.cpp" line="579"/>
        <source>The roster file %1 is too large for a roster.</source>
        <translation>名册文件 %1 过大，不可能是名册。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/RosterFacts.cpp" line="90"/>
        <source>The meeting list on line %1 holds something that is not a date; write the dates as YYYY-MM-DD, separated by commas.</source>
        <translation>第 %1 行的会议列表中有非日期的内容；请按 YYYY-MM-DD 书写日期，并以逗号分隔。</translation>
    </message>
</context>
<context>
    <name>acp::RoundCoverWriter</name>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="17"/>
        <source>ACP review round</source>
        <translation>ACP 审查轮次</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="27"/>
        <source>%n application(s), prepared %1 from the offline cache.</source>
        <translation>
            <numerusform>共 %n 个申请，根据离线缓存编制于 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="33"/>
        <source>by %1 on %2</source>
        <translation>%2（编制人：%1）</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="38"/>
        <source>Applications by state</source>
        <translation>各状态的申请</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="49"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="58"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="59"/>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="60"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="61"/>
        <source>Met</source>
        <translation>已满足</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="62"/>
        <source>Gaps</source>
        <translation>缺口</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="63"/>
        <source>Vote result</source>
        <translation>投票结果</translation>
    </message>
    <message>
        <location filename="../src/ui/report/RoundCoverWriter.cpp" line="99"/>
        <source>Met: requirements marked met, of all requirements. Gaps: requirements marked as a gap. Each application&apos;s report follows on its own pages.</source>
        <translation>已满足：标记为已满足的要求数/要求总数。缺口：标记为缺口的要求数。每个申请的报告从单独的页面开始。</translation>
    </message>
</context>
<context>
    <name>acp::RuleFileField</name>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="38"/>
        <source>Choose File…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="40"/>
        <source>Use Default</source>
        <translation>使用默认值</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="44"/>
        <source>Rule files (*.json);;All files (*)</source>
        <translation>规则文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="72"/>
        <source>None: the names above</source>
        <translation>无：使用上面的名称</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="72"/>
        <source>Label Mapping File</source>
        <translation>标签映射文件</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="76"/>
        <source>Label mapping file</source>
        <translation>标签映射文件</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="83"/>
        <source>Built in: as recorded on the roster</source>
        <translation>内置：以名册记录为准</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="83"/>
        <source>Eligibility Rule File</source>
        <translation>投票资格规则文件</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="86"/>
        <source>Eligibility rule file</source>
        <translation>投票资格规则文件</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="95"/>
        <source>Built-in (the requirements of the published admission process)</source>
        <translation>内置（已发布的准入流程中的要求）</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="96"/>
        <source>Requirement Definition File</source>
        <translation>要求定义文件</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/RuleFileField.cpp" line="98"/>
        <source>Requirement definition file</source>
        <translation>要求定义文件</translation>
    </message>
</context>
<context>
    <name>acp::SetChecklistNoteCommand</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="97"/>
        <source>Edit the note on %1</source>
        <translation>编辑 %1 的笔记</translation>
    </message>
</context>
<context>
    <name>acp::SetChecklistStatusCommand</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="32"/>
        <source>Mark %1 as %2</source>
        <translation>将 %1 标记为“%2”</translation>
    </message>
</context>
<context>
    <name>acp::SetNotePrivateCommand</name>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="62"/>
        <source>Keep the note of %1 private</source>
        <translation>将 %1 的备注设为私有</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/ChecklistCommands.cpp" line="63"/>
        <source>Publish the note of %1</source>
        <translation>公开 %1 的备注</translation>
    </message>
</context>
<context>
    <name>acp::SettingsDialog</name>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="77"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="82"/>
        <source>Settings pages</source>
        <translation>设置页面</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="83"/>
        <source>&amp;Workspace</source>
        <translation>工作区(&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="84"/>
        <source>&amp;Labels</source>
        <translation>标签(&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="85"/>
        <source>&amp;Actions</source>
        <translation>操作(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="86"/>
        <source>&amp;Review</source>
        <translation>审查(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="87"/>
        <source>&amp;Voting</source>
        <translation>投票(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="88"/>
        <source>&amp;Evidence</source>
        <translation>证据(&amp;E)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="89"/>
        <source>La&amp;nguage</source>
        <translation>语言(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="98"/>
        <source>Settings problem</source>
        <translation>设置问题</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="137"/>
        <source>No workspace is open</source>
        <translation>未打开工作区</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="142"/>
        <source>Demo workspace (offline)</source>
        <translation>演示工作区（离线）</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="143"/>
        <source>none: nothing is sent anywhere</source>
        <translation>无：不会向任何地方发送内容</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="149"/>
        <source>&amp;Open Workspace…</source>
        <translation>打开工作区(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="151"/>
        <source>Open another repository, on GitHub or a GitHub Enterprise host</source>
        <translation>打开另一个仓库（位于 GitHub 或 GitHub Enterprise 主机上）</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="156"/>
        <source>Repository:</source>
        <translation>仓库：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="157"/>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="158"/>
        <source>Database:</source>
        <translation>数据库：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="164"/>
        <source>Data folder</source>
        <translation>数据文件夹</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="165"/>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="240"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="168"/>
        <source>Data Folder</source>
        <translation>数据文件夹</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="172"/>
        <source>Use &amp;Default</source>
        <translation>使用默认值(&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="175"/>
        <source>&amp;Data folder:</source>
        <translation>数据文件夹(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="176"/>
        <source>New workspaces keep their database and dropped evidence files in this folder; the command line looks there too. Workspaces opened before stay where they are.</source>
        <translation>新工作区会将其数据库和拖入的证据文件保存在此文件夹中；命令行也会在此查找。之前打开的工作区保留在原位置。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="181"/>
        <source>&amp;Notify me when a sync brings news while the window is in the background</source>
        <translation>窗口在后台时，若同步带来新动态则通知我(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="184"/>
        <source>An applicant answered a request, a vote reached quorum or closed, a deadline passed</source>
        <translation>申请人已回复、投票达到法定人数或已结束、已过期限</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="194"/>
        <source>The GitHub labels that mark each review state, separated by commas: the first is the one the workbench sets, every one is recognised. Names compare without regard to case, as GitHub&apos;s do; an empty field means the default name.</source>
        <translation>标记各审查状态的 GitHub 标签，以逗号分隔：本工具设置第一个标签，每个标签都会被识别。名称比较不区分大小写（与 GitHub 一致）；留空表示使用默认名称。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="206"/>
        <source>Label for %1</source>
        <translation>“%1”的标签</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="208"/>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="214"/>
        <source>Deficiency label</source>
        <translation>缺陷通知标签</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="215"/>
        <source>De&amp;ficiency notice:</source>
        <translation>缺陷通知(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="219"/>
        <source>Retired label</source>
        <translation>下架标签</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="220"/>
        <source>Re&amp;tired:</source>
        <translation>已下架(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="222"/>
        <source>Mapping file:</source>
        <translation>映射文件：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="223"/>
        <source>A label mapping file (JSON, versioned; see the README) that the Working Group hands round replaces the state names above.</source>
        <translation>工作组分发的标签映射文件（JSON，带版本；见 README）会取代上面的状态名称。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="237"/>
        <source>Built-in templates only</source>
        <translation>仅使用内置模板</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="239"/>
        <source>Comment template folder</source>
        <translation>评论模板文件夹</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="244"/>
        <source>Comment Template Folder</source>
        <translation>评论模板文件夹</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="248"/>
        <source>Comment &amp;templates:</source>
        <translation>评论模板(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="249"/>
        <source>A template NAME.md in this folder replaces the built-in one of the same name.</source>
        <translation>此文件夹中的模板 NAME.md 会替换同名的内置模板。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="255"/>
        <source>Strict: approvals must exceed half of the participants</source>
        <translation>严格：赞成票必须超过参与者的半数</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="257"/>
        <source>Votes cast: approvals must outnumber rejections</source>
        <translation>按已投选票计：赞成票必须多于反对票</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="261"/>
        <source>&amp;Counting rule:</source>
        <translation>计票规则(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="266"/>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="267"/>
        <source>Periodic review &amp;every:</source>
        <translation>定期审查间隔(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="272"/>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="279"/>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="284"/>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="273"/>
        <source>De&amp;ficiency period:</source>
        <translation>缺陷期限(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="280"/>
        <source>Minimum days a vote stays open</source>
        <translation>投票最少开放天数</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="285"/>
        <source>Days until a vote closes</source>
        <translation>投票截止前的天数</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="289"/>
        <source>at least</source>
        <translation>至少</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="291"/>
        <source>closing after</source>
        <translation>截止于</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="294"/>
        <source>&amp;Votes stay open:</source>
        <translation>投票开放期(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="297"/>
        <source>A vote may close before its deadline only once its result can no longer change, and not before the minimum.</source>
        <translation>只有当结果已不可能改变时，投票才能在截止前结束，且不能早于最短期限。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="309"/>
        <source>Requirement definition:</source>
        <translation>要求定义：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="310"/>
        <source>The admission requirements the checklist follows. The working group amends its process; a definition file lets the workbench follow without a new release.</source>
        <translation>检查清单所依据的准入要求。工作组会修订其流程；借助定义文件，ACP Workbench 无需发布新版本即可跟进。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="317"/>
        <source>Tell by its headings</source>
        <translation>按标题识别</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="322"/>
        <source>None: match headings by their names</source>
        <translation>无：按名称匹配标题</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="323"/>
        <source>Application &amp;form:</source>
        <translation>申请表单(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="324"/>
        <source>An application written from a form the definition knows (such as the Working Group&apos;s own) is read by that form&apos;s headings: one heading may answer several requirements, and a requirement the form has no field for says so.</source>
        <translation>使用定义已知的表单（例如工作组自己的表单）填写的申请将按该表单的标题读取：一个标题可以回答多项要求，表单中没有字段的要求会注明这一点。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="337"/>
        <source>The counting rule, as the vote comment and the report print it (change it on the Actions page):</source>
        <translation>计票规则，与投票评论和报告中的表述一致（可在“操作”页面更改）：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="351"/>
        <source>Edit &amp;Roster…</source>
        <translation>编辑名册(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="353"/>
        <source>The voting organizations, their representatives and alternates</source>
        <translation>投票组织及其代表和候补代表</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="364"/>
        <source>Repository owners, members and collaborators</source>
        <translation>仓库所有者、成员和协作者</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="366"/>
        <source>Co-chair logins</source>
        <translation>联合主席登录名</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="367"/>
        <source>C&amp;o-chairs:</source>
        <translation>联合主席(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="369"/>
        <source>Eligibility rule:</source>
        <translation>投票资格规则：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="371"/>
        <source>Which organizations may vote when a vote opens: a TAC seat and recent activity, or attendance of recent meetings (a versioned JSON file; see the README). Each vote keeps the rule it opened under, and its comment states it.</source>
        <translation>投票开启时哪些组织可以投票：TAC 席位且近期有活动，或出席近期会议（带版本的 JSON 文件；见 README）。每次投票都保留其开启时的规则，并在评论中说明。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="376"/>
        <source>GitHub logins, separated by commas. Only their comments open, count and decide votes; when empty, comments by the repository&apos;s owners, members and collaborators do. The applicant&apos;s never do.</source>
        <translation>GitHub 登录名，以逗号分隔。只有他们的评论可以发起投票、作为计票依据和决定投票结果；留空时，仓库所有者、成员和协作者的评论可以。申请人的评论始终不可以。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="382"/>
        <source>Every ballot I cast needs a &amp;reason</source>
        <translation>我的每次投票都须附理由(&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="385"/>
        <source>A reason is posted as your comment beside the ballot; the vote panel, the decision comment and the report show it next to your ballot.</source>
        <translation>理由会作为您的评论发布在投票旁；投票面板、决定评论和报告会在您的投票旁显示它。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="398"/>
        <source>Evidence links show a preview card: the page&apos;s title and description, or a repository&apos;s CI runs and releases. Previews are kept in the workspace and shown offline.</source>
        <translation>证据链接会显示预览卡片：网页的标题和描述，或仓库的 CI 运行和发布版本。预览保存在工作区中，离线时也可显示。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="409"/>
        <source>&amp;Always fetch previews in the background</source>
        <translation>始终在后台获取预览(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="412"/>
        <source>As&amp;k: fetch a preview when I press its Fetch button</source>
        <translation>询问：按下预览的“获取”按钮时才获取(&amp;K)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="414"/>
        <source>&amp;Never fetch: show only what is already cached</source>
        <translation>从不获取：仅显示已缓存的内容(&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="433"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="437"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="438"/>
        <source>A new language takes effect after a restart.</source>
        <translation>更改语言后需重新启动才能生效。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="507"/>
        <source>“%1” and “%2” cannot share the label “%3”.</source>
        <translation>“%1”和“%2”不能共用标签“%3”。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="521"/>
        <source>“%1” is not a GitHub login.</source>
        <translation>“%1”不是 GitHub 登录名。</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/SettingsDialog.cpp" line="525"/>
        <source>The data folder must be a full path, such as %1.</source>
        <translation>数据文件夹必须是完整路径，例如 %1。</translation>
    </message>
</context>
<context>
    <name>acp::ShortcutsDialog</name>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="78"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="85"/>
        <source>Search actions and keys</source>
        <translation>搜索操作和按键</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="87"/>
        <source>Search shortcuts</source>
        <translation>搜索快捷键</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="88"/>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="97"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="99"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="99"/>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="99"/>
        <source>Description</source>
        <translation>说明</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="120"/>
        <source>Menu %1</source>
        <translation>%1菜单</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="125"/>
        <source>Shortcut %1</source>
        <translation>快捷键 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/ShortcutsDialog.cpp" line="185"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>acp::SignInDialog</name>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="27"/>
        <source>Sign In to %1</source>
        <translation>登录 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="29"/>
        <source>Sign in to %1 with your GitHub account. GitHub shows a page where you enter a one-time code; the workbench never sees your password.</source>
        <translation>使用你的 GitHub 账户登录 %1。GitHub 会显示一个页面，供你输入一次性代码；ACP Workbench 永远不会看到你的密码。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="32"/>
        <source>&amp;Get Code</source>
        <translation>获取代码(&amp;G)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="49"/>
        <source>Press “Get Code” to begin.</source>
        <translation>按“获取代码”开始。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/account/SignInDialog.cpp" line="118"/>
        <source>Enter this code at %1 within %n minute(s). The workbench waits for GitHub to confirm.</source>
        <translation>
            <numerusform>请在 %n 分钟内于 %1 输入此代码。ACP Workbench 将等待 GitHub 确认。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="126"/>
        <source>Waiting for you to enter the code on GitHub (GitHub asked to check less often).</source>
        <translation>正在等待你在 GitHub 上输入代码（GitHub 要求降低检查频率）。</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="133"/>
        <source>Signed in. Saving…</source>
        <translation>已登录。正在保存…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="141"/>
        <source>&amp;Try Again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="147"/>
        <source>Asking %1 for a code…</source>
        <translation>正在向 %1 请求代码…</translation>
    </message>
    <message>
        <location filename="../src/ui/account/SignInDialog.cpp" line="162"/>
        <source>The web browser could not be started: open %1 yourself and enter the code.</source>
        <translation>无法启动网页浏览器：请自行打开 %1 并输入代码。</translation>
    </message>
</context>
<context>
    <name>acp::SignedInUser</name>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="106"/>
        <source>No GitHub token is set (%1), so there is no signed-in user.</source>
        <translation>未设置 GitHub 令牌（%1），因此没有已登录的用户。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/BallotSender.cpp" line="133"/>
        <source>GitHub did not say which user the token belongs to.</source>
        <translation>GitHub 未说明该令牌属于哪个用户。</translation>
    </message>
</context>
<context>
    <name>acp::SourceView</name>
    <message>
        <location filename="../src/ui/widgets/SourceView.cpp" line="57"/>
        <source>Source</source>
        <translation>源码</translation>
    </message>
</context>
<context>
    <name>acp::SqliteStatement</name>
    <message>
        <location filename="../src/core/store/SqliteStatement.cpp" line="43"/>
        <source>the workspace database is not open</source>
        <translation>工作区数据库未打开</translation>
    </message>
</context>
<context>
    <name>acp::StageTimeline</name>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="33"/>
        <source>Pre-review</source>
        <translation>预审</translation>
    </message>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="35"/>
        <source>Needs info</source>
        <translation>待补充信息</translation>
    </message>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="37"/>
        <source>Voting</source>
        <translation>投票中</translation>
    </message>
    <message>
        <location filename="../src/core/dashboard/StageTimeline.cpp" line="39"/>
        <source>Decided</source>
        <translation>已决定</translation>
    </message>
</context>
<context>
    <name>acp::SyncController</name>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="39"/>
        <location filename="../src/ui/window/SyncController.cpp" line="148"/>
        <source>The demo workspace is offline: nothing is sent to GitHub</source>
        <translation>演示工作区处于离线状态：不会向 GitHub 发送任何内容</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="40"/>
        <source>This workspace cannot sync</source>
        <translation>此工作区无法同步</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="77"/>
        <source>Sync status</source>
        <translation>同步状态</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="86"/>
        <source>Sync in progress</source>
        <translation>正在同步</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="91"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="93"/>
        <source>Cancel the sync</source>
        <translation>取消同步</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="102"/>
        <source>Last sync</source>
        <translation>上次同步</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="107"/>
        <source>GitHub API rate limit</source>
        <translation>GitHub API 速率限制</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="157"/>
        <source>Syncing %1…</source>
        <translation>正在同步 %1…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="165"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="193"/>
        <source>Syncing: %n application(s) updated so far</source>
        <translation>
            <numerusform>正在同步：目前已更新 %n 个申请</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="217"/>
        <source>Continuing in %n second(s).</source>
        <translation>
            <numerusform>%n 秒后继续。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="222"/>
        <source>Continuing…</source>
        <translation>正在继续…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="240"/>
        <source>Sync finished: %n application(s) and %1 updated.</source>
        <translation>
            <numerusform>同步完成：已更新 %n 个申请和 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="243"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n 条评论</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncController.cpp" line="247"/>
        <source>%n application(s) deleted, hidden or moved on GitHub left the list.</source>
        <translation>
            <numerusform>%n 个已在 GitHub 上删除、隐藏或移动的申请已从列表中移除。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="255"/>
        <source>Sync cancelled. What was fetched so far is kept.</source>
        <translation>同步已取消。已获取的内容会保留。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="269"/>
        <source>The sync did not complete.</source>
        <translation>同步未完成。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="276"/>
        <source>You appear to be offline: %1 could not be reached. Everything synced can still be read and reviewed, and queued actions wait in the Outbox until the next sync.</source>
        <translation>您似乎处于离线状态：无法连接 %1。已同步的内容仍可阅读和审查，已排队的操作会在发件箱中等待下次同步。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="284"/>
        <source>Sync failed: %1</source>
        <translation>同步失败：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="287"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="296"/>
        <source>Offline: working from the cache.</source>
        <translation>离线：正在使用缓存。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="297"/>
        <source>Sync failed: see the message above.</source>
        <translation>同步失败：请查看上方的消息。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="313"/>
        <source>Last synced %1</source>
        <translation>上次同步：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="314"/>
        <source>Never synced</source>
        <translation>从未同步</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="317"/>
        <source>Last successful sync: %1</source>
        <translation>上次成功同步：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="321"/>
        <source>Last attempt failed %1: %2</source>
        <translation>上次尝试失败（%1）：%2</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="336"/>
        <source>GitHub API requests left: %1 of %2</source>
        <translation>剩余 GitHub API 请求数：%1 / %2</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="340"/>
        <source>The limit resets %1.</source>
        <translation>限额将于 %1 重置。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncController.cpp" line="346"/>
        <source>Known after the first request to GitHub.</source>
        <translation>首次向 GitHub 发出请求后即可得知。</translation>
    </message>
</context>
<context>
    <name>acp::SyncEngine</name>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="189"/>
        <source>The connection to GitHub was closed during the sync.</source>
        <translation>同步期间与 GitHub 的连接已关闭。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="260"/>
        <source>The workbench could not write to its database: %1.</source>
        <translation>ACP Workbench 无法写入其数据库：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="261"/>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="266"/>
        <source>GitHub sent a response the workbench could not read (%1 in the answer to %2).</source>
        <translation>GitHub 发送了 ACP Workbench 无法读取的响应（对 %2 的响应中%1）。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="285"/>
        <source>a list was expected</source>
        <translation>应为列表</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="318"/>
        <source>an object was expected</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="329"/>
        <source>The repository %1 was not found, or your token cannot see it.</source>
        <translation>未找到仓库 %1，或你的令牌无权查看该仓库。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="336"/>
        <source>GitHub answered HTTP %1.</source>
        <translation>GitHub 返回了 HTTP %1。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="346"/>
        <source>Checking the repository %1</source>
        <translation>正在检查仓库 %1</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="373"/>
        <source>no repository name</source>
        <translation>无仓库名称</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="510"/>
        <source>Fetching issues: page %1, %n updated</source>
        <translation>
            <numerusform>正在获取 Issue：第 %1 页，已更新 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="513"/>
        <source>Fetching comments: page %1, %n updated</source>
        <translation>
            <numerusform>正在获取评论：第 %1 页，已更新 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="529"/>
        <source>Issues are disabled for the repository %1.</source>
        <translation>仓库 %1 已禁用 Issue。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1143"/>
        <source>Fetching reactions: %1 of %2</source>
        <translation>正在获取表情回应：%1 / %2</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1366"/>
        <source>Refreshing issue #%1</source>
        <translation>正在刷新 Issue #%1</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1378"/>
        <source>Issue #%1 was not found in %2, or your token cannot see it.</source>
        <translation>在 %2 中未找到 Issue #%1，或你的令牌无权查看。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1394"/>
        <source>Issue #%1 has moved out of %2.</source>
        <translation>Issue #%1 已移出 %2。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1484"/>
        <source>Refreshing issue #%1: %n comment(s) updated</source>
        <translation>
            <numerusform>正在刷新 Issue #%1：已更新 %n 条评论</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1541"/>
        <source>GitHub&apos;s answer for comment %1 of issue #%2 does not match it.</source>
        <translation>GitHub 对议题 #%2 的评论 %1 的应答与其不符。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1601"/>
        <source>Sync finished: %n issue(s) and %1 updated</source>
        <translation>
            <numerusform>同步完成：已更新 %n 个 Issue 和 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/sync/SyncEngine.cpp" line="1603"/>
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n 条评论</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1671"/>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1699"/>
        <source>The workspace database is not open.</source>
        <translation>工作区数据库未打开。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1678"/>
        <source>“%1” is not a repository name of the form owner/name.</source>
        <translation>“%1”不是 owner/name 形式的仓库名称。</translation>
    </message>
    <message>
        <location filename="../src/core/sync/SyncEngine.cpp" line="1703"/>
        <source>%1 is not an issue number.</source>
        <translation>%1 不是 Issue 编号。</translation>
    </message>
</context>
<context>
    <name>acp::SyncNewsNotifier</name>
    <message numerus="yes">
        <location filename="../src/ui/window/SyncNewsNotifier.cpp" line="44"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>……另有 %n 项。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/window/SyncNewsNotifier.cpp" line="47"/>
        <source>Demo workspace</source>
        <translation>演示工作区</translation>
    </message>
</context>
<context>
    <name>acp::TeamReviewView</name>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="21"/>
        <source>Team reviews</source>
        <translation>团队评审</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="23"/>
        <source>Reviews the co-chairs and members published on the issue, by hand or with the workbench; the applicant&apos;s and outsiders&apos; never count.</source>
        <translation>联合主席和成员在议题上发布的评审（手动或使用工作台）；申请人和外部人员的评审从不计入。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="33"/>
        <source>≠ The reviews differ on this requirement.</source>
        <translation>≠ 各评审在此要求上存在分歧。</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="64"/>
        <source>@%1: %2 (%3, with the workbench)</source>
        <translation>@%1：%2（%3，使用工作台）</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="67"/>
        <source>@%1: %2 (%3, by hand)</source>
        <translation>@%1：%2（%3，手动）</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="84"/>
        <source>Adopt</source>
        <translation>采纳</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="86"/>
        <source>Adopt @%1&apos;s status and note</source>
        <translation>采纳 @%1 的状态和备注</translation>
    </message>
    <message>
        <location filename="../src/ui/checklist/TeamReviewView.cpp" line="87"/>
        <source>Take this status and note into your checklist (Ctrl+Z undoes it)</source>
        <translation>将此状态和备注采纳到你的检查清单中（Ctrl+Z 可撤销）</translation>
    </message>
</context>
<context>
    <name>acp::TeamReviewsReportSection</name>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="37"/>
        <source>Reviews</source>
        <translation>评审</translation>
    </message>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="38"/>
        <source>Reviews published on the issue by trusted authors, beside this checklist; ≠ marks a requirement where they disagree.</source>
        <translation>可信作者在议题上发布的评审，与本检查清单并列；≠ 标记意见不一的要求。</translation>
    </message>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="49"/>
        <source>Requirement</source>
        <translation>要求</translation>
    </message>
    <message>
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="50"/>
        <source>This checklist</source>
        <translation>本检查清单</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/report/TeamReviewsReportSection.cpp" line="76"/>
        <source>Reviewers disagree on %n requirement(s).</source>
        <translation>
            <numerusform>评审者在 %n 项要求上意见不一。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>acp::TokenProvider</name>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="47"/>
        <source>no token</source>
        <translation>无令牌</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="51"/>
        <source>this session (not saved)</source>
        <translation>本次会话（未保存）</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="53"/>
        <source>the system keychain</source>
        <translation>系统钥匙串</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="55"/>
        <source>the GitHub CLI (gh)</source>
        <translation>GitHub CLI (gh)</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="111"/>
        <source>%1 is not sent to %2 over plain http, where anyone on the way could read it (use https, or --%3 for a test server on this computer).</source>
        <translation>%1 不会通过明文 http 发送到 %2，因为途中任何人都能读取它（请使用 https；如为本机上的测试服务器，可使用 --%3）。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="114"/>
        <source>%1 is not sent to %2 over plain http, where anyone on the way could read it; use https.</source>
        <translation>%1 不会通过明文 http 发送到 %2，因为途中任何人都能读取它；请使用 https。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="172"/>
        <source>The system keychain could not be read: %1.</source>
        <translation>无法读取系统钥匙串：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="190"/>
        <source>No token from the GitHub CLI: %1.</source>
        <translation>未从 GitHub CLI 获取到令牌：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="218"/>
        <source>The token could not be saved in the system keychain (%1). You stay signed in until the workbench closes; the token is not written to disk.</source>
        <translation>无法将令牌保存到系统钥匙串（%1）。在 ACP Workbench 关闭前你将保持登录状态；令牌不会写入磁盘。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="224"/>
        <source>the keychain is turned off</source>
        <translation>钥匙串已关闭</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="240"/>
        <source>Signed in. The token is kept in the system keychain.</source>
        <translation>已登录。令牌保存在系统钥匙串中。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="252"/>
        <source>Signed out of %1.</source>
        <translation>已从 %1 退出登录。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="255"/>
        <source>The keychain entry could not be removed: %1.</source>
        <translation>无法删除钥匙串条目：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="260"/>
        <source>%1 is still set in the environment and is used until it is unset.</source>
        <translation>环境变量 %1 仍已设置，在取消设置之前会继续使用它。</translation>
    </message>
    <message>
        <location filename="../src/core/auth/TokenProvider.cpp" line="264"/>
        <source>The token came from the GitHub CLI; run “gh auth logout --hostname %1” to sign out there.</source>
        <translation>该令牌来自 GitHub CLI；请运行“gh auth logout --hostname %1”以在 GitHub CLI 中退出登录。</translation>
    </message>
</context>
<context>
    <name>acp::VersionedJsonFile</name>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="26"/>
        <source>%1 is not JSON: %2 at offset %3.</source>
        <translation>%1 不是 JSON：偏移量 %3 处 %2。</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="32"/>
        <source>%1 holds no JSON object.</source>
        <translation>%1 不包含 JSON 对象。</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="37"/>
        <source>In %1, “format” must be “%2”.</source>
        <translation>在 %1 中，“format”必须为“%2”。</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="42"/>
        <source>In %1, “version” must be a whole number, 1 or more.</source>
        <translation>在 %1 中，“version”必须是不小于 1 的整数。</translation>
    </message>
    <message>
        <location filename="../src/core/text/VersionedJsonFile.cpp" line="56"/>
        <source>%1 could not be read: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
</context>
<context>
    <name>acp::ViewTabs</name>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="25"/>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="27"/>
        <source>Applications</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="34"/>
        <source>Dashboard</source>
        <translation>仪表板</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="37"/>
        <source>&amp;Applications</source>
        <translation>申请(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="40"/>
        <source>The application list beside the selected application</source>
        <translation>申请列表及所选申请</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="41"/>
        <source>Dash&amp;board</source>
        <translation>仪表板(&amp;B)</translation>
    </message>
    <message>
        <location filename="../src/ui/dashboard/ViewTabs.cpp" line="44"/>
        <source>The whole process at a glance: states, days per stage, open votes, deadlines and listed platforms</source>
        <translation>整个流程一览：状态、各阶段天数、进行中的投票、截止日期和已列出的平台</translation>
    </message>
</context>
<context>
    <name>acp::VoteController</name>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="48"/>
        <source>Open votes</source>
        <translation>进行中的投票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="54"/>
        <source>Open &amp;votes</source>
        <translation>进行中的投票(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="61"/>
        <source>V&amp;oting</source>
        <translation>投票(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="69"/>
        <source>Edit &amp;Roster…</source>
        <translation>编辑名册(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="71"/>
        <source>The voting organizations, their representatives and alternates; saving makes a new roster version</source>
        <translation>投票组织及其代表和候补代表；保存会生成新的名册版本</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VoteController.cpp" line="82"/>
        <source>Application #%1 is hidden by the filters.</source>
        <translation>申请 #%1 已被筛选条件隐藏。</translation>
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
        <translation>赞成</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="68"/>
        <source>Reject</source>
        <translation>反对</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="69"/>
        <source>Abstain</source>
        <translation>弃权</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="73"/>
        <source>Reason for your ballot</source>
        <translation>投票理由</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="105"/>
        <source>Toward quorum</source>
        <translation>法定人数进度</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="108"/>
        <source>Toward majority</source>
        <translation>多数进度</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="112"/>
        <source>Ballots by organization</source>
        <translation>各组织的选票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Organization</source>
        <translation>组织</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Voted by</source>
        <translation>投票人</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Ballot</source>
        <translation>选票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <location filename="../src/ui/voting/VotePanel.cpp" line="284"/>
        <source>Counted</source>
        <translation>计入</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="114"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="134"/>
        <source>Quorum:</source>
        <translation>法定人数：</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="135"/>
        <source>Majority:</source>
        <translation>多数：</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="217"/>
        <source>Vote on #%1, open until %2</source>
        <translation>#%1 的投票，开放至 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="220"/>
        <source>Vote on #%1</source>
        <translation>#%1 的投票</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="223"/>
        <source>The tally was frozen when the decision was queued; ballots since do not change it.</source>
        <translation>计票结果已在决定加入队列时冻结；此后的选票不会改变它。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="233"/>
        <source>Rule: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="243"/>
        <source>May close early from %1, once its result can no longer change.</source>
        <translation>自 %1 起，一旦结果不可能再改变，即可提前结束。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="246"/>
        <source>The result can no longer change: the vote may close now (Record Decision).</source>
        <translation>结果已不可能改变：投票现在可以结束（记录决定）。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="247"/>
        <source>May close early once its result can no longer change.</source>
        <translation>一旦结果不可能再改变，即可提前结束。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="276"/>
        <source>(not on the roster)</source>
        <translation>（不在名册上）</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="282"/>
        <source>(late)</source>
        <translation>（逾期）</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="284"/>
        <source>Not counted</source>
        <translation>不计入</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="306"/>
        <source>Every eligible organization has voted.</source>
        <translation>所有有投票资格的组织均已投票。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="307"/>
        <source>Not voted yet: %1</source>
        <translation>尚未投票：%1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="325"/>
        <source>Reason for your ballot (required)</source>
        <translation>投票理由（必填）</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="326"/>
        <source>Reason for your ballot (optional)</source>
        <translation>投票理由（可选）</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="329"/>
        <source>Sign in to vote.</source>
        <translation>登录后即可投票。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="331"/>
        <source>You (%1) have not voted yet.</source>
        <translation>你（%1）尚未投票。</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="333"/>
        <source>Your ballot (%1): %2</source>
        <translation>你的选票（%1）：%2</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="338"/>
        <source>(pending)</source>
        <translation>（待发送）</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="342"/>
        <source>for %1</source>
        <translation>代表 %1</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="344"/>
        <source>(not on the roster: non-binding)</source>
        <translation>（不在名册上：无约束力）</translation>
    </message>
    <message>
        <location filename="../src/ui/voting/VotePanel.cpp" line="347"/>
        <source>The vote comment is not on GitHub yet.</source>
        <translation>投票评论尚未发送到 GitHub。</translation>
    </message>
</context>
<context>
    <name>acp::VotePoller</name>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="83"/>
        <source>The connection to GitHub was closed while checking votes.</source>
        <translation>检查投票时与 GitHub 的连接已关闭。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="121"/>
        <source>GitHub sent a list of reactions the workbench could not read (the answer to %1).</source>
        <translation>GitHub 发送了 ACP Workbench 无法读取的表情回应列表（对 %1 的响应）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VotePoller.cpp" line="151"/>
        <source>The reactions on the vote comment of #%1 changed while each of %n reads of them was under way, so the vote was not counted again. Try again in a moment.</source>
        <translation>
            <numerusform>#%1 的投票评论上的回应在 %n 次读取的每一次进行中都发生了变化，因此未重新计票。请稍后再试。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="206"/>
        <location filename="../src/core/voting/VotePoller.cpp" line="235"/>
        <source>The workbench could not write to its database: %1.</source>
        <translation>ACP Workbench 无法写入其数据库：%1。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotePoller.cpp" line="319"/>
        <source>Checking the ballots of open votes</source>
        <translation>正在检查进行中投票的选票</translation>
    </message>
</context>
<context>
    <name>acp::VoteRule</name>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="83"/>
        <source>strict majority</source>
        <translation>严格多数</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteRule.cpp" line="84"/>
        <source>simple majority (votes cast)</source>
        <translation>简单多数（按已投选票计）</translation>
    </message>
</context>
<context>
    <name>acp::VoteService</name>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="98"/>
        <source>The vote on #%1 stays open until %2 at least (its minimum wait), and closes on %3.</source>
        <translation>#%1 的投票至少开放到 %2（最短期限），并于 %3 截止。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteService.cpp" line="104"/>
        <source>The result of the vote on #%1 can still change: %n organization(s) have not voted. It closes on %2; record the decision once the result is settled or the vote has closed.</source>
        <translation>
            <numerusform>#%1 的投票结果仍可能改变：有 %n 个组织尚未投票。投票于 %2 截止；请在结果确定或投票结束后再记录决定。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="230"/>
        <source>vote comment</source>
        <translation>投票评论</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="461"/>
        <source>The roster in the vote comment could not be read: %1</source>
        <translation>无法读取投票评论中的名册：%1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="478"/>
        <source>the one by @%1 of %2</source>
        <translation>由 @%1 于 %2 发布的那条</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="479"/>
        <source>the one this workbench queued</source>
        <translation>此 ACP Workbench 加入队列的那条</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="488"/>
        <source>Two vote comments: the vote counts on %1, recorded when the vote opened; the one by @%2 of %3 is not used, as a recorded vote is never replaced.</source>
        <translation>存在两条投票评论：计票依据的是%1，它在投票开启时已被记录；由 @%2 于 %3 发布的那条不予采用，因为已记录的投票永远不会被替换。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="491"/>
        <source>Two vote comments: the vote counts on %1, the first of this vote; the one by @%2 of %3 is not used.</source>
        <translation>存在两条投票评论：计票依据的是%1，即此次投票的第一条；由 @%2 于 %3 发布的那条不予采用。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="503"/>
        <source>The comment by @%1 of %2 carries a vote marker and is ignored: %3</source>
        <translation>由 @%1 于 %2 发布的评论带有投票标记，已被忽略：%3</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="599"/>
        <source>No vote comment with the workbench&apos;s vote marker was found.</source>
        <translation>未找到带有 ACP Workbench 投票标记的投票评论。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="653"/>
        <source>A ballot is approve, reject or abstain.</source>
        <translation>选票只能是赞成、反对或弃权（approve、reject 或 abstain）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="662"/>
        <location filename="../src/core/voting/VoteService.cpp" line="776"/>
        <source>There is no vote on #%1.</source>
        <translation>#%1 上没有投票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="666"/>
        <source>The vote on #%1 is not open.</source>
        <translation>#%1 的投票未开放。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="670"/>
        <source>The vote comment of #%1 is not on GitHub yet (or not synced); sync once it has been posted.</source>
        <translation>#%1 的投票评论尚未发送到 GitHub（或尚未同步）；发布后请同步。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="678"/>
        <source>The ballot could not be saved: %1</source>
        <translation>无法保存选票：%1</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteService.cpp" line="729"/>
        <source>Only a start-vote action opens a vote.</source>
        <translation>只有“发起投票”操作才能开启投票。</translation>
    </message>
</context>
<context>
    <name>acp::VoteStore</name>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="94"/>
        <source>queued</source>
        <translation>已排队</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="96"/>
        <source>sending</source>
        <translation>发送中</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="98"/>
        <source>sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="100"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="102"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="217"/>
        <source>An empty roster is not stored.</source>
        <translation>不会存储空名册。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="400"/>
        <source>There is no vote %1.</source>
        <translation>没有投票 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="572"/>
        <source>A ballot is approve, reject or abstain.</source>
        <translation>选票只能是赞成、反对或弃权（approve、reject 或 abstain）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="586"/>
        <source>Replaced by a later ballot.</source>
        <translation>已被之后的选票取代。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="679"/>
        <source>The ballot changed meanwhile (another window or process).</source>
        <translation>选票在此期间已更改（在另一个窗口或进程中）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="694"/>
        <source>There is no ballot %1.</source>
        <translation>没有选票 %1。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteStore.cpp" line="698"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>acp::VoteTally</name>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="110"/>
        <source>no ballot</source>
        <translation>无选票</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="112"/>
        <source>approve</source>
        <translation>赞成</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="114"/>
        <source>reject</source>
        <translation>反对</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="116"/>
        <source>abstain</source>
        <translation>弃权</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="118"/>
        <source>ambiguous</source>
        <translation>不明确</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="303"/>
        <source>Counted: the representative&apos;s ballot.</source>
        <translation>计入：代表的选票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="305"/>
        <source>Counted: the alternate&apos;s ballot, as the representative cast no valid one.</source>
        <translation>计入：候补代表的选票，因为代表未投出有效选票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="308"/>
        <source>Not counted: the representative&apos;s ballot counts for %1.</source>
        <translation>不计入：%1 以代表的选票为准。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="311"/>
        <source>Not counted: ambiguous (more than one of 👍 👎 👀).</source>
        <translation>不计入：不明确（👍 👎 👀 中超过一个）。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="313"/>
        <source>Non-binding: not on the roster of this vote.</source>
        <translation>无约束力：不在此次投票的名册上。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="315"/>
        <source>Not counted: %1 is suspended.</source>
        <translation>不计入：%1 已暂停。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="317"/>
        <source>Has not voted yet.</source>
        <translation>尚未投票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="319"/>
        <source>Not counted: cast after the vote closed on %1.</source>
        <translation>不计入：在投票于 %1 截止后投出。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="321"/>
        <source>Not counted: cast after the vote closed.</source>
        <translation>不计入：在投票截止后投出。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="323"/>
        <source>Not counted: cast after the decision was recorded.</source>
        <translation>不计入：在记录决定后投出。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="325"/>
        <source>Not counted: @%1 now belongs to another GitHub account than the one on the roster (the login was renamed and taken over).</source>
        <translation>不计入：@%1 现在属于与名册上不同的另一个 GitHub 账户（原账户已改名，该登录名被他人占用）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="539"/>
        <source>%1 of %n organization(s) voted</source>
        <translation>
            <numerusform>%n 个组织中已有 %1 个投票</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="540"/>
        <source>quorum needs %1</source>
        <translation>法定人数需要 %1 个</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="542"/>
        <source>approvals %1 of %2</source>
        <translation>赞成 %1 / %2</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="543"/>
        <source>approvals %1, rejections %2</source>
        <translation>赞成 %1，反对 %2</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="581"/>
        <source>No organization is eligible to vote</source>
        <translation>没有有投票资格的组织</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="584"/>
        <source>Quorum met: %n organization(s) voted, %1 needed</source>
        <translation>
            <numerusform>已达到法定人数：%n 个组织已投票，需要 %1 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="589"/>
        <source>%1 of %2 for quorum: %n more organization(s) needed</source>
        <translation>
            <numerusform>法定人数 %1 / %2：还需 %n 个组织投票</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="598"/>
        <source>No ballots yet</source>
        <translation>尚无选票</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="601"/>
        <source>Majority reached: %n approval(s), %1 needed</source>
        <translation>
            <numerusform>已达到多数：赞成 %n 票，需要 %1 票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="605"/>
        <source>%1 of %2 approvals for a majority: %n more needed</source>
        <translation>
            <numerusform>多数所需赞成票 %1 / %2：还需 %n 票</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="614"/>
        <source>No organization is eligible to vote, so the vote cannot reach quorum.</source>
        <translation>没有有投票资格的组织，因此投票无法达到法定人数。</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="617"/>
        <source>No quorum yet: %n more organization(s) must vote.</source>
        <translation>
            <numerusform>尚未达到法定人数：还需 %n 个组织投票。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="622"/>
        <source>Passes: %1 approvals are more than half of %n participant(s).</source>
        <translation>
            <numerusform>通过：赞成 %1 票，超过 %n 个参与者的半数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/voting/VoteTally.cpp" line="625"/>
        <source>Does not pass: %1 approvals are not more than half of %n participant(s).</source>
        <translation>
            <numerusform>未通过：赞成 %1 票，未超过 %n 个参与者的半数。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="631"/>
        <source>Passes: %1 approvals are more than %2 rejections.</source>
        <translation>通过：赞成 %1 票，多于反对 %2 票。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VoteTally.cpp" line="632"/>
        <source>Does not pass: %1 approvals are not more than %2 rejections.</source>
        <translation>未通过：赞成 %1 票，未多于反对 %2 票。</translation>
    </message>
</context>
<context>
    <name>acp::VotingCommands</name>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="97"/>
        <source>open</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="97"/>
        <source>closed</source>
        <translation>已截止</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="100"/>
        <source>opened %1</source>
        <translation>开始于 %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="103"/>
        <source>by %1</source>
        <translation>发起人 %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="106"/>
        <source>closes %1</source>
        <translation>截止于 %1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="109"/>
        <source>Vote (%1)</source>
        <translation>投票（%1）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="112"/>
        <source>The vote comment is not on GitHub yet (or not synced).</source>
        <translation>投票评论尚未发送到 GitHub（或尚未同步）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="118"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="123"/>
        <source>The tally was frozen when the decision was queued (%1); later reactions do not change it.</source>
        <translation>计票结果已在决定加入队列时冻结（%1）；之后的表情回应不会改变它。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="131"/>
        <source>(not on the roster)</source>
        <translation>（不在名册上）</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="147"/>
        <source>Your ballot (%1): %2</source>
        <translation>你的选票（%1）：%2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="181"/>
        <source>No roster yet; import one with “roster import FILE” (a Markdown table or JSON).</source>
        <translation>尚无名册；请使用“roster import FILE”导入（Markdown 表格或 JSON）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="186"/>
        <source>Roster version %1 (%2, %3): %4 organizations, %5 eligible</source>
        <translation>名册版本 %1（%2，%3）：%4 个组织，%5 个有投票资格</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="197"/>
        <source>“roster” takes no arguments, or “import FILE”.</source>
        <translation>“roster”不接受参数，或使用“import FILE”。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="209"/>
        <source>The roster could not be saved: %1</source>
        <translation>无法保存名册：%1</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="217"/>
        <source>Imported roster version %1 from %2: %3 organizations, %4 eligible.</source>
        <translation>已从 %2 导入名册版本 %1：%3 个组织，%4 个有投票资格。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="235"/>
        <source>“co-chairs” takes no arguments, “set LOGIN…” or “clear”.</source>
        <translation>“co-chairs”不接受参数，或使用“set LOGIN…”或“clear”。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="238"/>
        <source>“co-chairs clear” takes no further arguments.</source>
        <translation>“co-chairs clear”不接受其他参数。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="244"/>
        <source>“%1” is not a GitHub login.</source>
        <translation>“%1”不是 GitHub 登录名。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="268"/>
        <source>Co-chairs: %1. Only their comments open, count and decide votes.</source>
        <translation>联合主席：%1。只有他们的评论可以发起投票、作为计票依据和决定投票结果。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="272"/>
        <source>No co-chair list: comments by the repository&apos;s owners, members and collaborators open, count and decide votes.</source>
        <translation>没有联合主席名单：仓库所有者、成员和协作者的评论可以发起投票、作为计票依据和决定投票结果。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="288"/>
        <source>“vote” needs an issue number and approve, reject or abstain, for example: vote 12 approve.</source>
        <translation>“vote”需要 Issue 编号以及 approve、reject 或 abstain，例如：vote 12 approve。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="316"/>
        <source>Demo workspace: your ballot on #%1 as @%2 is %3 (nothing is sent to GitHub).</source>
        <translation>演示工作区：你以 @%2 身份在 #%1 上的选票为“%3”（不会向 GitHub 发送任何内容）。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="329"/>
        <source>No GitHub token is set (%1): the ballot on #%2 is queued and goes out with the next vote or push once one is.</source>
        <translation>未设置 GitHub 令牌（%1）：#%2 上的选票已加入队列，设置令牌后将随下一次投票或推送发出。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="346"/>
        <source>Interrupted: the ballot on #%1 stays queued.</source>
        <translation>已中断：#%1 上的选票仍在队列中。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="355"/>
        <source>Your ballot on #%1 as @%2 is %3.</source>
        <translation>你以 @%2 身份在 #%1 上的选票为“%3”。</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="369"/>
        <source>The ballot on #%1 is queued and goes out with the next vote or push: %2</source>
        <translation>#%1 上的选票已加入队列，将随下一次投票或推送发出：%2</translation>
    </message>
    <message>
        <location filename="../src/core/cli/VotingCommands.cpp" line="383"/>
        <source>@%1 is not on the roster of this vote: the ballot is shown as non-binding.</source>
        <translation>@%1 不在此次投票的名册上：该选票显示为无约束力。</translation>
    </message>
</context>
<context>
    <name>acp::VotingSession</name>
    <message>
        <location filename="../src/core/voting/VotingSession.cpp" line="84"/>
        <source>The ballot on #%1 is being sent and cannot be cancelled now.</source>
        <translation>#%1 上的选票正在发送，现在无法取消。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotingSession.cpp" line="86"/>
        <source>The ballot on #%1 is no longer waiting.</source>
        <translation>#%1 上的选票已不在等待中。</translation>
    </message>
    <message>
        <location filename="../src/core/voting/VotingSession.cpp" line="163"/>
        <source>The ballot could not be saved: %1</source>
        <translation>无法保存选票：%1</translation>
    </message>
</context>
<context>
    <name>acp::WelcomePage</name>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="59"/>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="82"/>
        <source>Welcome to ACP Workbench</source>
        <translation>欢迎使用 ACP Workbench</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="86"/>
        <source>Review applications to the PyTorch Foundation&apos;s Additional Compute Platforms against the admission requirements, request information, and run votes, all recorded on GitHub.</source>
        <translation>对照准入要求审查 PyTorch Foundation 的 Additional Compute Platforms 申请、请求补充信息并发起投票，一切都记录在 GitHub 上。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="94"/>
        <source>Choose &amp;Repository…</source>
        <translation>选择仓库(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="98"/>
        <source>Repository</source>
        <translation>仓库</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="101"/>
        <location filename="../src/ui/window/WelcomePage.cpp" line="173"/>
        <location filename="../src/ui/window/WelcomePage.cpp" line="178"/>
        <location filename="../src/ui/window/WelcomePage.cpp" line="183"/>
        <source>&amp;Sign In with GitHub…</source>
        <translation>使用 GitHub 登录(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="103"/>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="107"/>
        <source>Fetch the applications, their comments and labels into this computer&apos;s cache.</source>
        <translation>将申请及其评论和标签获取到本机缓存。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="109"/>
        <source>S&amp;ync Now</source>
        <translation>立即同步(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="111"/>
        <source>Sync</source>
        <translation>同步</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="116"/>
        <source>Fictional applications in every state of the process, to try the workbench. The demo never uses the network.</source>
        <translation>处于流程各阶段的虚构申请，用于试用本工具。演示从不使用网络。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="118"/>
        <source>Open the &amp;Demo Workspace</source>
        <translation>打开演示工作区(&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="120"/>
        <source>Just looking?</source>
        <translation>只是看看？</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="125"/>
        <source>Everything synced stays on this computer: you can review offline, and the actions you queue wait in the Outbox until the next sync.</source>
        <translation>已同步的内容保存在本机：您可以离线审查，排队的操作会在发件箱中等待下次同步。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="130"/>
        <source>Show the &amp;Applications</source>
        <translation>显示申请(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="144"/>
        <source>This is the demo workspace, bundled with the workbench. Choose a repository on GitHub to review real applications.</source>
        <translation>这是随本工具附带的演示工作区。选择 GitHub 上的仓库以审查真实申请。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="148"/>
        <source>Applications come from the issues of %1 on %2.</source>
        <translation>申请来自 %2 上 %1 的 Issue。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="162"/>
        <source>Signed in as @%1 with the token the GitHub CLI (gh) already has.</source>
        <translation>已使用 GitHub CLI (gh) 现有的令牌以 @%1 身份登录。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="164"/>
        <source>Signed in as @%1 (token from %2).</source>
        <translation>已以 @%1 身份登录（令牌来自 %2）。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="167"/>
        <source>&amp;Sign In Again…</source>
        <translation>重新登录(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="170"/>
        <source>Not signed in. Public repositories sync without an account; sign in to send actions and to see private repositories. When the GitHub CLI (gh) is signed in, its token is used.</source>
        <translation>未登录。公开仓库无需账户即可同步；登录后可发送操作并查看私有仓库。若 GitHub CLI (gh) 已登录，将使用其令牌。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="176"/>
        <source>GitHub rejected the saved token: it was revoked or has expired. Sign in again.</source>
        <translation>GitHub 拒绝了已保存的令牌：令牌已被撤销或已过期。请重新登录。</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WelcomePage.cpp" line="182"/>
        <source>The account could not be checked: %1</source>
        <translation>无法检查账户：%1</translation>
    </message>
</context>
<context>
    <name>acp::WorkbenchSession</name>
    <message>
        <location filename="../src/ui/window/WorkbenchSession.cpp" line="84"/>
        <source>Open Workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkbenchSession.cpp" line="85"/>
        <source>The workspace could not be opened: %1</source>
        <translation>无法打开工作区：%1</translation>
    </message>
</context>
<context>
    <name>acp::Workspace</name>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="81"/>
        <source>“%1” is not a repository name: write it as OWNER/NAME.</source>
        <translation>“%1”不是仓库名称：请写成 OWNER/NAME 的形式。</translation>
    </message>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="94"/>
        <source>“%1” is not a valid API address; GitHub&apos;s is https://api.github.com.</source>
        <translation>“%1”不是有效的 API 地址；GitHub 的 API 地址为 https://api.github.com。</translation>
    </message>
    <message>
        <location filename="../src/core/workspace/Workspace.cpp" line="155"/>
        <source>%1 holds no certificate authority in PEM form.</source>
        <translation>%1 中没有 PEM 格式的证书颁发机构。</translation>
    </message>
</context>
<context>
    <name>acp::WorkspaceMenu</name>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="83"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="85"/>
        <source>&amp;Open Workspace…</source>
        <translation>打开工作区(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="89"/>
        <source>Open another repository, on GitHub or GitHub Enterprise</source>
        <translation>打开另一个仓库（位于 GitHub 或 GitHub Enterprise）</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="91"/>
        <source>Recent &amp;Workspaces</source>
        <translation>最近的工作区(&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/WorkspaceMenu.cpp" line="121"/>
        <source>No other workspaces yet</source>
        <translation>尚无其他工作区</translation>
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
        <translation>从不</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="70"/>
        <source>just now</source>
        <translation>刚刚</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="74"/>
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n 分钟前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="78"/>
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n 小时前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/widgets/UiSupport.cpp" line="82"/>
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n 天前</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="117"/>
        <source>API: unknown</source>
        <translation>API：未知</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/UiSupport.cpp" line="120"/>
        <source>API: %1/%2</source>
        <translation>API：%1/%2</translation>
    </message>
</context>
</TS>
