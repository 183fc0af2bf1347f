#include "ui/listing/ListingEditorDialog.h"

#include "core/i18n/InSentence.h"
#include "core/issueform/IssueForm.h"
#include "core/listing/ListingDrafts.h"
#include "core/listing/ListingPullRequests.h"
#include "core/store/IssueCache.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/SourceView.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>

namespace acp {

namespace {

constexpr int KeepDelayMs = 400;

QLineEdit *commandEdit(QWidget *parent, const QString &objectName, const QString &placeholder)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    edit->setPlaceholderText(placeholder);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    edit->setClearButtonEnabled(true);
    return edit;
}

} // namespace

ListingEditorDialog::ListingEditorDialog(Workspace &workspace, int issueNumber, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_issueNumber(issueNumber)
    , m_chooseFolder([](QWidget *parentWidget) {
        return QFileDialog::getExistingDirectory(
            parentWidget, tr("Save the Listing Files into a Folder (the Site's Repository)"));
    })
    , m_confirm([](QWidget *parentWidget, const QString &question) {
        return QMessageBox::question(parentWidget, tr("Open Pull Request"), question,
                                     QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Ok)
            == QMessageBox::Ok;
    })
{
    setObjectName(QStringLiteral("listingEditorDialog"));
    buildUi();
    m_keepTimer = new QTimer(this);
    m_keepTimer->setSingleShot(true);
    m_keepTimer->setInterval(KeepDelayMs);
    connect(m_keepTimer, &QTimer::timeout, this, &ListingEditorDialog::keepNow);

    const ListingDrafts drafts(m_workspace);
    const std::optional<PlatformListing> listing = drafts.draft(issueNumber, &m_kept);
    if (!listing) {
        m_error = drafts.errorString();
        return;
    }
    m_valid = true;
    m_removal = drafts.isRetired(issueNumber);
    if (m_removal) {
        // Nothing is written; the pull request deletes the files the platform id names.
        m_pullRequestButton->setText(tr("Open &Removal Pull Request…"));
        m_saveButton->hide();
    }
    QString platform;
    if (const std::optional<Issue> issue = IssueCache(m_workspace.database()).issue(issueNumber)) {
        platform = platformNameOf(issue->title, issue->body);
    }
    setWindowTitle(tr("Listing Draft — #%1 %2").arg(issueNumber).arg(text::displayLine(platform)));
    fill(*listing);
}

ListingEditorDialog::~ListingEditorDialog()
{
    if (m_keepTimer->isActive()) {
        keepNow();
    }
}

void ListingEditorDialog::buildUi()
{
    resize(1100, 720);
    auto *intro = new QLabel(
        tr("The entry and install guide of pytorch.org's additional platforms page, checked "
           "against the site's rules as you type. Your edits are kept in the workspace."),
        this);
    intro->setWordWrap(true);
    m_sourceLabel = new QLabel(this);
    m_sourceLabel->setObjectName(QStringLiteral("listingSourceLabel"));
    m_sourceLabel->setWordWrap(true);

    auto *fields = new QWidget(this);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_platformId = commandEdit(fields, QStringLiteral("platformIdEdit"), tr("e.g. ascend_npu"));
    m_name = new QLineEdit(fields);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_supportChannel = new QLineEdit(fields);
    m_supportChannel->setObjectName(QStringLiteral("supportChannelEdit"));
    m_supportChannel->setPlaceholderText(tr("The project's issue tracker or forum"));
    m_stableLinux = commandEdit(fields, QStringLiteral("stableLinuxEdit"), tr("pip3 install …"));
    m_stableWindows = commandEdit(fields, QStringLiteral("stableWindowsEdit"), tr("optional"));
    m_previewLinux = commandEdit(fields, QStringLiteral("previewLinuxEdit"), tr("optional"));
    m_previewWindows = commandEdit(fields, QStringLiteral("previewWindowsEdit"), tr("optional"));
    form->addRow(tr("Platform &id:"), m_platformId);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Support c&hannel:"), m_supportChannel);
    form->addRow(tr("Stable, &Linux:"), m_stableLinux);
    form->addRow(tr("Stable, &Windows:"), m_stableWindows);
    form->addRow(tr("Preview, Lin&ux:"), m_previewLinux);
    form->addRow(tr("Preview, Win&dows:"), m_previewWindows);
    m_guide = new QPlainTextEdit(fields);
    m_guide->setObjectName(QStringLiteral("guideEdit"));
    m_guide->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_guide->setTabChangesFocus(true);
    m_guide->setAccessibleName(tr("Install guide (Markdown)"));
    auto *guideLabel = new QLabel(tr("Install &guide (Markdown):"), fields);
    guideLabel->setBuddy(m_guide);
    auto *fieldsLayout = new QVBoxLayout(fields);
    fieldsLayout->setContentsMargins(0, 0, 0, 0);
    fieldsLayout->addLayout(form);
    fieldsLayout->addWidget(guideLabel);
    fieldsLayout->addWidget(m_guide, 1);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("listingPreviewTabs"));
    m_guidePreview = new MarkdownView(m_tabs);
    m_guidePreview->setObjectName(QStringLiteral("guidePreview"));
    connect(m_guidePreview, &MarkdownView::statusMessage, this,
            &ListingEditorDialog::statusMessage);
    m_entryView = new SourceView(m_tabs);
    m_entryView->setObjectName(QStringLiteral("entryView"));
    m_tabs->addTab(m_guidePreview, tr("Guide"));
    m_tabs->addTab(m_entryView, tr("Entry (JSON)"));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(fields);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);

    m_pathsLabel = new QLabel(this);
    m_pathsLabel->setObjectName(QStringLiteral("listingPathsLabel"));
    m_pathsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pathsLabel->setWordWrap(true);
    m_problemList = new QListWidget(this);
    m_problemList->setObjectName(QStringLiteral("listingProblems"));
    m_problemList->setAccessibleName(tr("Problems with the listing draft"));
    m_problemList->setMaximumHeight(fontMetrics().height() * 6);
    m_problemList->setWordWrap(true);
    connect(m_problemList, &QListWidget::itemActivated, this,
            &ListingEditorDialog::activateProblem);
    connect(m_problemList, &QListWidget::itemClicked, this, &ListingEditorDialog::activateProblem);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_saveButton = buttons->addButton(tr("&Save Files…"), QDialogButtonBox::ActionRole);
    m_saveButton->setAutoDefault(false);
    m_saveButton->setObjectName(QStringLiteral("saveListingButton"));
    m_pullRequestButton =
        buttons->addButton(tr("Open &Pull Request…"), QDialogButtonBox::ActionRole);
    m_pullRequestButton->setObjectName(QStringLiteral("pullRequestButton"));
    m_pullRequestButton->setAutoDefault(false);
    connect(m_pullRequestButton, &QPushButton::clicked, this,
            &ListingEditorDialog::queuePullRequestWithQuestion);
    m_pullRequestLabel = new QLabel(this);
    m_pullRequestLabel->setObjectName(QStringLiteral("pullRequestLabel"));
    m_pullRequestLabel->setWordWrap(true);
    m_pullRequestLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPushButton *startOverButton =
        buttons->addButton(tr("Start &Over from Application"), QDialogButtonBox::ResetRole);
    startOverButton->setObjectName(QStringLiteral("startOverButton"));
    startOverButton->setToolTip(
        tr("Replace this draft with a new one from what the application says now"));
    connect(m_saveButton, &QPushButton::clicked, this, &ListingEditorDialog::saveFilesWithDialog);
    connect(startOverButton, &QPushButton::clicked, this, [this] {
        const auto answer = QMessageBox::question(
            this, tr("Start Over"), tr("Replace your edits with a new draft from the application?"),
            QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer == QMessageBox::Discard) {
            startOver();
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_sourceLabel);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_pathsLabel);
    layout->addWidget(m_pullRequestLabel);
    layout->addWidget(m_problemList);
    layout->addWidget(buttons);

    for (QLineEdit *edit : { m_platformId, m_name, m_supportChannel, m_stableLinux, m_stableWindows,
                             m_previewLinux, m_previewWindows }) {
        connect(edit, &QLineEdit::textEdited, this, &ListingEditorDialog::onEdited);
    }
    connect(m_guide, &QPlainTextEdit::textChanged, this, &ListingEditorDialog::onEdited);
}

PlatformListing ListingEditorDialog::listing() const
{
    PlatformListing listing;
    listing.platformId = m_platformId->text().trimmed();
    listing.name = m_name->text().trimmed();
    listing.supportChannel = m_supportChannel->text().trimmed();
    listing.stable = { m_stableLinux->text().trimmed(), m_stableWindows->text().trimmed() };
    listing.preview = { m_previewLinux->text().trimmed(), m_previewWindows->text().trimmed() };
    listing.guide = m_guide->toPlainText();
    return listing;
}

void ListingEditorDialog::fill(const PlatformListing &listing)
{
    m_filling = true;
    m_platformId->setText(listing.platformId);
    m_name->setText(listing.name);
    m_supportChannel->setText(listing.supportChannel);
    m_stableLinux->setText(listing.stable.linuxCommand);
    m_stableWindows->setText(listing.stable.windowsCommand);
    m_previewLinux->setText(listing.preview.linuxCommand);
    m_previewWindows->setText(listing.preview.windowsCommand);
    m_guide->setPlainText(listing.guide);
    m_filling = false;
    m_sourceLabel->setText(
        m_removal ? tr("This platform is retired: its pull request deletes the two files below "
                       "from the site. Check that the platform id names the files it is listed "
                       "with.")
            : m_kept
            ? tr("Your draft, as kept in the workspace.")
            : tr("Drafted from the application's answers: read every field before the listing "
                 "goes out."));
    revalidate();
}

void ListingEditorDialog::onEdited()
{
    if (m_filling) {
        return;
    }
    revalidate();
    m_keepTimer->start();
}

void ListingEditorDialog::revalidate()
{
    const PlatformListing draft = listing();
    // A removal needs only the platform id: it names the files to delete.
    m_problems =
        m_removal ? ListingRules::checkPlatformId(draft.platformId) : ListingRules::check(draft);
    const QByteArray entry = draft.entryJson();
    m_entryView->setSource(QString::fromUtf8(entry), QStringLiteral("JSON"));
    m_guidePreview->setMarkdownText(draft.guide);
    m_pathsLabel->setText(tr("Files: %1 and %2").arg(draft.entryPath(), draft.guidePath()));

    m_problemList->clear();
    const QIcon errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const ListingProblem &problem : std::as_const(m_problems)) {
        auto *item = new QListWidgetItem(problem.isError() ? errorIcon : warningIcon,
                                         problem.message, m_problemList);
        item->setData(Qt::UserRole, problem.field);
        item->setData(Qt::UserRole + 1, problem.line);
        item->setToolTip(problem.isError()
                             ? tr("Error: the site would refuse this.")
                             : tr("Warning: the site accepts it, but read it again."));
    }
    if (m_problems.isEmpty()) {
        auto *item = new QListWidgetItem(style()->standardIcon(QStyle::SP_DialogApplyButton),
                                         tr("The draft passes the site's rules."), m_problemList);
        item->setFlags(Qt::ItemIsEnabled);
    }
    const bool errors = ListingRules::hasErrors(m_problems);
    m_saveButton->setEnabled(!errors);
    updatePullRequest();
    m_saveButton->setToolTip(errors ? tr("Correct the errors listed below first.")
                                    : tr("Write the two files into a folder"));
}

void ListingEditorDialog::keepNow()
{
    m_keepTimer->stop();
    ListingDrafts drafts(m_workspace);
    if (!drafts.keep(m_issueNumber, listing())) {
        m_error = drafts.errorString();
        emit statusMessage(m_error, 0);
        return;
    }
    m_kept = true;
}

QWidget *ListingEditorDialog::editorFor(const QString &field) const
{
    const QHash<QString, QWidget *> editors = {
        { QStringLiteral("platform_id"), m_platformId },
        { QStringLiteral("name"), m_name },
        { QStringLiteral("support_channel"), m_supportChannel },
        { QStringLiteral("stable"), m_stableLinux },
        { QStringLiteral("stable.linux"), m_stableLinux },
        { QStringLiteral("stable.windows"), m_stableWindows },
        { QStringLiteral("preview"), m_previewLinux },
        { QStringLiteral("preview.linux"), m_previewLinux },
        { QStringLiteral("preview.windows"), m_previewWindows },
        { QStringLiteral("guide"), m_guide },
    };
    return editors.value(field);
}

void ListingEditorDialog::activateProblem(QListWidgetItem *item)
{
    QWidget *editor = editorFor(item->data(Qt::UserRole).toString());
    if (!editor) {
        return;
    }
    editor->setFocus(Qt::OtherFocusReason);
    const int line = item->data(Qt::UserRole + 1).toInt();
    if (editor == m_guide && line > 0) {
        const QTextBlock block = m_guide->document()->findBlockByNumber(line - 1);
        if (block.isValid()) {
            QTextCursor cursor(block);
            m_guide->setTextCursor(cursor);
            m_guide->centerCursor();
        }
    }
}

void ListingEditorDialog::startOver()
{
    ListingDrafts drafts(m_workspace);
    const std::optional<PlatformListing> fresh = drafts.drafted(m_issueNumber);
    if (!fresh) {
        emit statusMessage(drafts.errorString(), 0);
        return;
    }
    m_keepTimer->stop();
    drafts.discard(m_issueNumber);
    m_kept = false;
    fill(*fresh);
}

bool ListingEditorDialog::saveFiles(const QString &folder)
{
    keepNow();
    QStringList written;
    if (!ListingDrafts::writeFiles(listing(), folder, &written, &m_error)) {
        return false;
    }
    emit statusMessage(tr("Wrote %1 and %2.")
                           .arg(QDir::toNativeSeparators(written.value(0)),
                                QDir::toNativeSeparators(written.value(1))),
                       8000);
    return true;
}

void ListingEditorDialog::saveFilesWithDialog()
{
    const QString folder = m_chooseFolder(this);
    if (folder.isEmpty()) {
        return;
    }
    if (!saveFiles(folder)) {
        QMessageBox::warning(this, tr("Save Files"), m_error);
    }
}

void ListingEditorDialog::updatePullRequest()
{
    const std::optional<OutboxAction> latest =
        ListingPullRequests(m_workspace).latest(m_issueNumber);
    const bool waiting = latest && latest->isPending();
    const bool errors = ListingRules::hasErrors(m_problems);
    m_pullRequestButton->setEnabled(!errors && !waiting);
    m_pullRequestButton->setToolTip(
        errors        ? tr("Correct the errors listed below first.")
            : waiting ? tr("A pull request of this listing waits in the outbox.")
                      : tr("Queue a pull request to %1 from your fork; Push sends it")
                            .arg(ListingPullRequests::siteRepository()));
    if (!latest) {
        m_pullRequestLabel->hide();
        return;
    }
    m_pullRequestLabel->setText(
        latest->pullRequestUrl().isEmpty()
            ? tr("Pull request: %1 in the outbox.")
                  .arg(inSentence(actionStateDisplayName(latest->state)))
            : tr("Pull request: %1").arg(latest->pullRequestUrl().toString()));
    m_pullRequestLabel->show();
}

bool ListingEditorDialog::queuePullRequest()
{
    keepNow();
    QString error;
    if (!ListingPullRequests(m_workspace)
             .queue(m_issueNumber, listing(),
                    m_removal ? ListingPullRequests::Change::Remove
                              : ListingPullRequests::Change::Add,
                    &error)) {
        m_error = error;
        return false;
    }
    updatePullRequest();
    emit statusMessage(tr("The pull request of the listing is in the outbox; Push sends it."),
                       8000);
    return true;
}

void ListingEditorDialog::queuePullRequestWithQuestion()
{
    const QString question = m_removal
        ? tr("Queue a pull request to %1 that deletes these two files? Push forks the site's "
             "repository (or uses your fork), commits the deletion on a branch of its own and "
             "opens the pull request, once.")
              .arg(ListingPullRequests::siteRepository())
        : tr("Queue a pull request to %1 with these two files? Push forks the site's repository "
             "(or uses your fork), commits the files on a branch of their own and opens the pull "
             "request, once.")
              .arg(ListingPullRequests::siteRepository());
    if (!m_confirm(this, question)) {
        return;
    }
    if (!queuePullRequest()) {
        QMessageBox::warning(this, tr("Open Pull Request"), m_error);
    }
}

void ListingEditorDialog::done(int result)
{
    if (m_keepTimer->isActive()) {
        keepNow();
    }
    QDialog::done(result);
}

} // namespace acp
