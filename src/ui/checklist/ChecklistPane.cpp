// Over 600 lines on purpose: the layout, styling and wiring of one large form; its parts
// (actions, note editor, evidence list, drops) are classes of their own.

#include "ui/checklist/ChecklistPane.h"

#include "core/preview/LinkPreviewService.h"
#include "core/review/ActivityFigures.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistActions.h"
#include "ui/checklist/ChecklistItemDelegate.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistProgressBar.h"
#include "ui/checklist/ChecklistStyle.h"
#include "ui/checklist/EvidenceDropHandler.h"
#include "ui/checklist/EvidenceListView.h"
#include "ui/checklist/RequirementNoteEditor.h"
#include "ui/checklist/TeamReviewView.h"
#include "ui/preview/AutomaticCheckView.h"
#include "ui/widgets/FlowLayout.h"
#include "ui/widgets/LinkOpener.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/UiSupport.h"
#include "ui_ChecklistPane.h"

#include <QAction>
#include <QCheckBox>
#include <QDataStream>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QUndoGroup>

namespace acp {

namespace {
constexpr int PaneMessageTimeoutMs = 6000;
constexpr quint32 ChecklistStateMagic = 0x41435043; // "ACPC"
} // namespace

ChecklistPane::ChecklistPane(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::ChecklistPane>())
{
    m_ui->setupUi(this);
    m_model = new ChecklistModel(this);

    QTreeView *view = m_ui->requirementView;
    m_delegate = new ChecklistItemDelegate(view);
    view->setModel(m_model);
    view->setItemDelegate(m_delegate);
    view->setIndentation(12);
    view->setUniformRowHeights(false);
    QHeaderView *header = view->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(ChecklistModel::TitleColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ChecklistModel::StatusColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ChecklistModel::EvidenceColumn, QHeaderView::ResizeToContents);
    view->setToolTip(tr("Keys: 1 met, 2 gap, 3 needs judgment, 4 not applicable, 0 unreviewed; "
                        "J and K move to the next and previous requirement; E edits the note. "
                        "Drop links, text, files or images onto a requirement."));
    new EvidenceDropHandler(this, m_model,
                            { view, m_delegate, m_ui->detailScroll, m_ui->dropHint });

    // Extra height goes below the evidence, not between the parts.
    m_ui->detailLayout->setStretch(m_ui->detailLayout->count() - 1, 1);

    // The requirement's automatic checks, between the note and the evidence they look at.
    m_checksWidget = new QWidget(m_ui->detailWidget);
    m_checksWidget->setObjectName(QStringLiteral("automaticChecksWidget"));
    auto *checksLayout = new QVBoxLayout(m_checksWidget);
    checksLayout->setContentsMargins(0, 0, 0, 0);
    checksLayout->setSpacing(4);
    auto *checksHeading = new QLabel(tr("Automatic checks"), m_checksWidget);
    checksHeading->setObjectName(QStringLiteral("automaticChecksHeading"));
    checksHeading->setToolTip(tr("Advisory only: they never set a status. Each says what it "
                                 "looked at and when; hover for the addresses."));
    QFont headingFont = checksHeading->font();
    headingFont.setWeight(QFont::DemiBold);
    checksHeading->setFont(headingFont);
    checksLayout->addWidget(checksHeading);
    m_ui->detailLayout->insertWidget(m_ui->detailLayout->indexOf(m_ui->noteWidget) + 1,
                                     m_checksWidget);
    m_checksWidget->hide();
    m_privateNote = new QCheckBox(tr("Pri&vate"), m_ui->noteWidget);
    m_privateNote->setObjectName(QStringLiteral("privateNoteCheck"));
    m_privateNote->setToolTip(tr("Keep this note on this computer: a published review leaves it "
                                 "out"));
    m_ui->noteHeaderRow->insertWidget(m_ui->noteHeaderRow->indexOf(m_ui->writeButton),
                                      m_privateNote);
    connect(m_privateNote, &QCheckBox::toggled, this, [this](bool isPrivate) {
        const QString id = currentRequirement();
        if (!id.isEmpty() && !m_model->setNotePrivate(id, isPrivate)) {
            showMessage(m_model->errorString());
        }
    });
    // The colleagues' published reviews of the requirement, beside your status.
    m_teamView = new TeamReviewView(m_ui->detailWidget);
    m_ui->detailLayout->insertWidget(m_ui->detailLayout->indexOf(m_ui->statusWidget) + 1,
                                     m_teamView);
    connect(m_teamView, &TeamReviewView::adoptRequested, this, [this](int reviewIndex) {
        const QList<PublishedReview> &reviews = m_model->teamReviews();
        const QString id = currentRequirement();
        if (reviewIndex < 0 || reviewIndex >= reviews.size() || id.isEmpty()) {
            return;
        }
        if (m_model->adoptReview(id, reviews.at(reviewIndex))) {
            m_noteEditor->reloadIfChanged(id);
            emit statusMessage(
                tr("Adopted @%1's review; Ctrl+Z undoes it.").arg(reviews.at(reviewIndex).author),
                ui::StatusMessageTimeoutMs);
        } else {
            showMessage(m_model->errorString());
        }
    });

    m_ui->splitter->setStretchFactor(0, 0);
    m_ui->splitter->setStretchFactor(1, 1);
    m_ui->splitter->setSizes({ 330, 420 });

    connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    connect(m_model, &ChecklistModel::loaded, this, &ChecklistPane::onModelLoaded);
    connect(m_model, &ChecklistModel::entryChanged, this, [this](const QString &id) {
        updateProgress();
        if (id == currentRequirement()) {
            showStatus();
            m_noteEditor->reloadIfChanged(id);
            showTeamReviews(); // your status may now differ from the team's, or no longer
        }
    });
    connect(m_model, &ChecklistModel::evidenceChanged, this, [this](const QString &id) {
        const QString shown = currentRequirement();
        const bool applicationShown = isApplicationSelected();
        const bool aboutApplication = id.isEmpty() || !m_model->requirement(id);
        if ((applicationShown && aboutApplication) || (!applicationShown && id == shown)) {
            showEvidence();
        }
    });
    connect(m_model, &ChecklistModel::progressChanged, this, [this](int number) {
        if (number == m_model->applicationNumber()) {
            updateProgress();
        }
    });
    connect(m_model, &ChecklistModel::editFailed, this, &ChecklistPane::showMessage);
    connect(m_model->undoGroup(), &QUndoGroup::indexChanged, this, &ChecklistPane::updateActions);

    m_noteEditor =
        new RequirementNoteEditor(m_model,
                                  { m_ui->noteEdit, m_ui->notePreview, m_ui->noteStack,
                                    m_ui->writeButton, m_ui->previewButton, m_ui->noteStatusLabel },
                                  this);
    connect(m_noteEditor, &RequirementNoteEditor::saveFailed, this, &ChecklistPane::showMessage);
    connect(m_noteEditor, &RequirementNoteEditor::leaveRequested, this,
            [this] { m_ui->requirementView->setFocus(Qt::ShortcutFocusReason); });

    m_evidenceList =
        new EvidenceListView(this, m_model,
                             { m_ui->addEvidenceButton, m_ui->linksContainer, m_ui->linksLayout,
                               m_ui->notesHeading, m_ui->notesContainer, m_ui->notesLayout });
    connect(m_evidenceList, &EvidenceListView::statusMessage, this,
            [this](const QString &message) { emit statusMessage(message, PaneMessageTimeoutMs); });
    connect(m_evidenceList, &EvidenceListView::problemsFound, this, &ChecklistPane::showMessage);
    connect(m_evidenceList, &EvidenceListView::problemsCleared, this, &ChecklistPane::hideMessage);
    connect(m_evidenceList, &EvidenceListView::linkActivated, this, &ChecklistPane::openLink);
    connect(m_evidenceList, &EvidenceListView::sectionActivated, this,
            &ChecklistPane::sectionActivated);

    m_ui->guidanceLabel->setOpenExternalLinks(false);
    m_ui->guidanceLabel->hide();
    connect(m_ui->guidanceToggle, &QToolButton::toggled, this, [this](bool shown) {
        m_ui->guidanceLabel->setVisible(shown);
        m_ui->guidanceToggle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
        m_ui->guidanceToggle->setAccessibleName(shown ? tr("Hide the reviewer guidance")
                                                      : tr("Show the reviewer guidance"));
    });
    connect(m_ui->guidanceLabel, &QLabel::linkActivated, this,
            [this](const QString &link) { openLink(QUrl(link)); });
    connect(m_ui->sectionsLabel, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("section:"))) {
            emit sectionActivated(link.mid(8).toInt());
        }
    });

    m_emptyLabel = new QLabel(
        tr("Select an application to review it against the admission requirements."), this);
    m_emptyLabel->setObjectName(QStringLiteral("emptyLabel"));
    m_emptyLabel->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->setContentsMargins(24, 48, 24, 24);
    m_ui->paneLayout->addWidget(m_emptyLabel, 1);

    m_ui->messageFrame->hide();
    m_ui->messageCloseButton->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    connect(m_ui->messageCloseButton, &QToolButton::clicked, this, &ChecklistPane::hideMessage);

    setupActions();
    setupStatusButtons();
    applyStyle();
    onModelLoaded();
}

ChecklistPane::~ChecklistPane()
{
    flushNote();
}

// ---- Setup ---------------------------------------------------------------------------------

void ChecklistPane::setupActions()
{
    m_actions = new ChecklistActions(this);
    for (ChecklistStatus status : ui::checklistStatusesInKeyOrder()) {
        connect(m_actions->statusAction(status), &QAction::triggered, this,
                [this, status] { setCurrentStatus(status); });
    }
    connect(m_actions->nextRequirementAction(), &QAction::triggered, this,
            &ChecklistPane::nextRequirement);
    connect(m_actions->previousRequirementAction(), &QAction::triggered, this,
            &ChecklistPane::previousRequirement);
    connect(m_actions->editNoteAction(), &QAction::triggered, this, &ChecklistPane::editNote);
    connect(m_actions->pasteEvidenceAction(), &QAction::triggered, this,
            &ChecklistPane::pasteEvidence);
    connect(m_actions->addLinkAction(), &QAction::triggered, m_evidenceList,
            &EvidenceListView::addLink);
    connect(m_actions->addTextAction(), &QAction::triggered, m_evidenceList,
            &EvidenceListView::addText);
    connect(m_actions->addFileAction(), &QAction::triggered, m_evidenceList,
            &EvidenceListView::addFiles);
    m_ui->addEvidenceButton->setMenu(m_actions->createAddEvidenceMenu(this));
}

void ChecklistPane::setupStatusButtons()
{
    auto *layout = new FlowLayout(m_ui->statusWidget, 5, 6);
    layout->setContentsMargins(0, 4, 0, 2);
    QWidget *previous = m_ui->requirementView;
    for (ChecklistStatus status : ui::checklistStatusesInKeyOrder()) {
        auto *button = new QToolButton(m_ui->statusWidget);
        button->setObjectName(QStringLiteral("statusButton_") + checklistStatusId(status));
        button->setText(checklistStatusDisplayName(status));
        button->setIcon(ui::checklistStatusIcon(status));
        button->setIconSize(QSize(13, 13));
        QFont small = button->font();
        if (small.pointSizeF() > 0) {
            small.setPointSizeF(small.pointSizeF() * 0.94);
        }
        button->setFont(small);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setCheckable(true);
        button->setFocusPolicy(Qt::StrongFocus);
        const QString key = ui::checklistStatusShortcut(status).toString(QKeySequence::NativeText);
        button->setToolTip(tr("%1 (key %2)").arg(checklistStatusDisplayName(status), key));
        button->setAccessibleName(tr("Mark as %1").arg(checklistStatusDisplayName(status)));
        const QColor color = ui::checklistStatusColor(status);
        // Palette-aware, so a dark or high-contrast theme keeps the checked text readable.
        const QColor tint = ui::checklistStatusTint(status, palette());
        const QColor text = ui::checklistStatusTextColor(status, palette());
        button->setStyleSheet(
            QStringLiteral("QToolButton { border: 1px solid palette(mid); border-radius: 11px;"
                           " padding: 2px 7px 2px 4px; background: palette(base); }"
                           " QToolButton:hover { border-color: %1; }"
                           " QToolButton:checked { background: %2; border-color: %1;"
                           " color: %3; font-weight: 600; }"
                           " QToolButton:focus { border: 2px solid palette(highlight); }")
                .arg(color.name(), tint.name(), text.name()));
        connect(button, &QToolButton::clicked, this, [this, status, button] {
            button->setChecked(m_model->entry(currentRequirement()).status == status);
            setCurrentStatus(status);
        });
        layout->addWidget(button);
        m_statusButtons.insert(status, button);
        setTabOrder(previous, button);
        previous = button;
    }
    setTabOrder(previous, m_ui->guidanceToggle);
}

void ChecklistPane::applyStyle()
{
    const QColor muted = ui::checklistMutedColor(palette());
    QPalette mutedPalette = palette();
    mutedPalette.setColor(QPalette::WindowText, muted);

    QFont heading = font();
    heading.setWeight(QFont::DemiBold);
    if (heading.pointSizeF() > 0) {
        heading.setPointSizeF(font().pointSizeF() * 1.1);
    }
    m_ui->checklistHeading->setFont(heading);

    QFont title = font();
    title.setWeight(QFont::DemiBold);
    if (title.pointSizeF() > 0) {
        title.setPointSizeF(font().pointSizeF() * 1.2);
    }
    m_ui->requirementTitle->setFont(title);

    QFont bold = font();
    bold.setWeight(QFont::DemiBold);
    m_ui->noteHeading->setFont(bold);
    m_ui->evidenceHeading->setFont(bold);

    QFont small = font();
    if (small.pointSizeF() > 0) {
        small.setPointSizeF(font().pointSizeF() * 0.88);
    }
    QFont caps = small;
    caps.setWeight(QFont::DemiBold);
    caps.setCapitalization(QFont::AllUppercase);
    caps.setLetterSpacing(QFont::PercentageSpacing, 104);
    for (QLabel *label : { m_ui->linksHeading, m_ui->notesHeading }) {
        label->setFont(caps);
        label->setPalette(mutedPalette);
    }
    for (QLabel *label : { m_ui->progressLabel, m_ui->noteStatusLabel, m_ui->sectionsLabel }) {
        label->setFont(small);
        label->setPalette(mutedPalette);
    }
    m_ui->descriptionLabel->setPalette(mutedPalette);
    if (m_emptyLabel) {
        m_emptyLabel->setPalette(mutedPalette);
    }
    m_ui->guidanceToggle->setFont(small);
    m_ui->writeButton->setFont(small);
    m_ui->previewButton->setFont(small);
    m_ui->addEvidenceButton->setFont(small);

    m_ui->dropHint->setFont(small);
    const QString dropStyle = QStringLiteral(
        "QLabel#dropHint { border: 1px dashed %1; border-radius: 6px; padding: 10px; color: %2; }"
        " QLabel#dropHint[dropActive=\"true\"] { border: 2px solid %3; background: %4; }");
    QColor highlightTint = palette().color(QPalette::Highlight);
    highlightTint.setAlpha(30);
    m_ui->dropHint->setStyleSheet(dropStyle.arg(palette().color(QPalette::Mid).name(), muted.name(),
                                                palette().color(QPalette::Highlight).name(),
                                                highlightTint.name(QColor::HexArgb)));

    m_ui->headerWidget->setAutoFillBackground(true);
    m_ui->headerWidget->setBackgroundRole(QPalette::Base);
    m_ui->requirementView->setBackgroundRole(QPalette::Base);
    m_ui->detailScroll->setBackgroundRole(QPalette::Window);
    m_ui->detailScroll->setAccessibleName(tr("Requirement details"));
    // A note is a few lines; the evidence below matters as much.
    const int noteHeight = QFontMetrics(m_ui->noteEdit->font()).lineSpacing() * 6 + 14;
    m_ui->noteStack->setFixedHeight(noteHeight);

    m_ui->messageFrame->setLevel(MessageBanner::Level::Warning);
}

void ChecklistPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyStyle();
    }
}

// ---- Application ---------------------------------------------------------------------------

void ChecklistPane::setWorkspace(Workspace *workspace)
{
    flushNote();
    // The checks panel follows the new workspace's preview service (showAutomaticChecks()).
    delete m_checksPanel;
    m_checksPanel = nullptr;
    m_checksService = nullptr;
    m_checksWidget->hide();
    m_model->setWorkspace(workspace);
    m_evidenceList->clearThumbnails();
}

bool ChecklistPane::showApplication(int number)
{
    flushNote();
    if (number == m_model->applicationNumber() && number != 0) {
        reload();
        return true;
    }
    hideMessage();
    return m_model->setApplication(number);
}

void ChecklistPane::showApplication(const Issue &issue, const QList<Comment> &comments)
{
    flushNote();
    if (issue.number == m_model->applicationNumber() && issue.number != 0) {
        m_model->reload(issue, comments);
        return;
    }
    hideMessage();
    m_model->setApplication(issue, comments);
}

void ChecklistPane::reload()
{
    flushNote();
    m_model->reload();
}

void ChecklistPane::clear()
{
    flushNote();
    m_model->clear();
}

int ChecklistPane::currentNumber() const
{
    return m_model->applicationNumber();
}

QUndoGroup *ChecklistPane::undoGroup() const
{
    return m_model->undoGroup();
}

QTreeView *ChecklistPane::requirementView() const
{
    return m_ui->requirementView;
}

QPlainTextEdit *ChecklistPane::noteEditor() const
{
    return m_ui->noteEdit;
}

void ChecklistPane::onModelLoaded()
{
    QTreeView *view = m_ui->requirementView;
    view->expandAll();
    const bool shown = m_model->applicationNumber() != 0;
    m_ui->headerWidget->setVisible(shown);
    m_ui->splitter->setVisible(shown);
    m_emptyLabel->setVisible(!shown);
    QModelIndex current = view->currentIndex();
    if (shown && !current.isValid()) {
        current = m_model->requirementIndex(m_lastRequirement);
        if (!current.isValid() && m_lastRequirement.isEmpty() && !m_lastRequirement.isNull()) {
            current = m_model->applicationIndex();
        }
        if (!current.isValid()) {
            current = m_model->stepRequirement({}, 1);
        }
        m_restoringSelection = true;
        view->selectionModel()->setCurrentIndex(
            current, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_restoringSelection = false;
    } else {
        showDetails();
    }
    updateProgress();
    updateActions();
}

void ChecklistPane::updateProgress()
{
    const ChecklistProgress progress = m_model->progress();
    m_ui->progressLabel->setText(tr("%1 of %2 reviewed · %3")
                                     .arg(progress.reviewed())
                                     .arg(progress.total())
                                     .arg(ui::checklistProgressText(progress)));
    m_ui->progressLabel->setToolTip(ui::checklistProgressDescription(progress));
    m_ui->progressBar->setProgress(progress);
}

void ChecklistPane::updateActions()
{
    const bool requirement = !currentRequirement().isEmpty();
    m_actions->updateEnabled(requirement, requirement || isApplicationSelected(),
                             m_model->applicationNumber() != 0);
}

// ---- Selection -----------------------------------------------------------------------------

QString ChecklistPane::currentRequirement() const
{
    const QModelIndex current = m_ui->requirementView->currentIndex();
    if (!current.isValid()
        || ChecklistModel::rowKind(current) != ChecklistModel::RowKind::Requirement) {
        return {};
    }
    return current.data(ChecklistModel::RequirementIdRole).toString();
}

bool ChecklistPane::isApplicationSelected() const
{
    const QModelIndex current = m_ui->requirementView->currentIndex();
    return current.isValid()
        && ChecklistModel::rowKind(current) == ChecklistModel::RowKind::Application;
}

bool ChecklistPane::selectRequirement(const QString &id)
{
    const QModelIndex index = m_model->requirementIndex(id);
    if (!index.isValid()) {
        return false;
    }
    m_ui->requirementView->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_ui->requirementView->scrollTo(index);
    return true;
}

void ChecklistPane::selectApplicationRow()
{
    const QModelIndex index = m_model->applicationIndex();
    if (index.isValid()) {
        m_ui->requirementView->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_ui->requirementView->scrollTo(index);
    }
}

void ChecklistPane::nextRequirement()
{
    const QModelIndex target = m_model->stepRequirement(m_ui->requirementView->currentIndex(), 1);
    if (target.isValid()) {
        selectRequirement(target.data(ChecklistModel::RequirementIdRole).toString());
    }
}

void ChecklistPane::previousRequirement()
{
    const QModelIndex target = m_model->stepRequirement(m_ui->requirementView->currentIndex(), -1);
    if (target.isValid()) {
        selectRequirement(target.data(ChecklistModel::RequirementIdRole).toString());
    }
}

void ChecklistPane::focusRequirements()
{
    m_ui->requirementView->setFocus(Qt::ShortcutFocusReason);
    if (!m_ui->requirementView->currentIndex().isValid()) {
        nextRequirement();
    }
}

void ChecklistPane::onCurrentChanged(const QModelIndex &current)
{
    flushNote();
    if (current.isValid()) {
        const ChecklistModel::RowKind kind = ChecklistModel::rowKind(current);
        if (kind == ChecklistModel::RowKind::Requirement) {
            m_lastRequirement = current.data(ChecklistModel::RequirementIdRole).toString();
        } else if (kind == ChecklistModel::RowKind::Application) {
            m_lastRequirement = QStringLiteral(""); // empty, not null: the application row
        }
    }
    showDetails();
    updateActions();
    const QString id = currentRequirement();
    emit sectionsSelected(id.isEmpty() ? QList<int>() : m_model->sections(id),
                          !m_restoringSelection);
}

// ---- Details -------------------------------------------------------------------------------

void ChecklistPane::showDetails()
{
    const QString id = currentRequirement();
    const Requirement *requirement = id.isEmpty() ? nullptr : m_model->requirement(id);
    const bool application = isApplicationSelected();
    m_ui->detailScroll->verticalScrollBar()->setValue(0);

    if (!requirement && !application) {
        m_ui->detailWidget->setVisible(false);
        m_noteEditor->release();
        return;
    }
    m_ui->detailWidget->setVisible(true);

    if (requirement) {
        m_ui->requirementTitle->setText(requirement->displayTitle());
        m_ui->descriptionLabel->setText(requirement->displayDescription());
        QString guidance = requirement->displayGuidance();
        if (requirement->documentUrl.isValid()) {
            guidance += QStringLiteral("\n\n[%1](%2)")
                            .arg(tr("Read the official requirement"),
                                 requirement->documentUrl.toString(QUrl::FullyEncoded));
        }
        m_ui->guidanceLabel->setText(guidance);
        m_ui->guidanceToggle->show();

        const QList<int> sections = m_model->sections(id);
        const QList<FormSection> &formSections = m_model->checklist().form().sections;
        QStringList links;
        for (int index : sections) {
            if (index >= 0 && index < formSections.size()) {
                links << QStringLiteral("<a href=\"section:%1\">%2</a>")
                             .arg(index)
                             .arg(text::quoted(text::displayLine(formSections.at(index).heading))
                                      .toHtmlEscaped());
            }
        }
        const ChecklistItem *item = m_model->checklist().item(id);
        const QString none = item && item->noFormField
            ? Checklist::noFormFieldExplanation()
            : tr("No section of the form answers this requirement.");
        m_ui->sectionsLabel->setText(
            links.isEmpty() ? none.toHtmlEscaped()
                            : tr("Answered in %1").arg(links.join(QStringLiteral(", "))));
        m_ui->sectionsLabel->show();
        m_ui->statusWidget->show();
        m_ui->noteWidget->show();
        showStatus();
        if (m_noteEditor->requirement() != id) {
            m_noteEditor->load(id);
        }
        m_ui->dropHint->setText(tr("Drop links, text, files or images here to add them to %1, "
                                   "or paste with Ctrl+V.")
                                    .arg(text::quoted(requirement->displayTitle())));
    } else {
        m_ui->requirementTitle->setText(tr("Whole application"));
        m_ui->descriptionLabel->setText(
            tr("Evidence about the application as a whole: links from sections that answer no "
               "requirement and from comments that name none, and the notes you add here or "
               "drop onto the application."));
        m_ui->guidanceToggle->hide();
        m_ui->guidanceLabel->hide();
        showApplicationFacts();
        m_ui->statusWidget->hide();
        m_ui->noteWidget->hide();
        m_noteEditor->release();
        m_ui->dropHint->setText(tr("Drop links, text, files or images here to add them to the "
                                   "application as a whole, or paste with Ctrl+V."));
    }
    if (m_ui->guidanceToggle->isVisible()) {
        m_ui->guidanceLabel->setVisible(m_ui->guidanceToggle->isChecked());
    }
    showTeamReviews();
    showEvidence();
}

void ChecklistPane::showTeamReviews()
{
    {
        const QSignalBlocker quiet(m_privateNote);
        m_privateNote->setChecked(m_model->isNotePrivate(currentRequirement()));
    }
    const QString id = isApplicationSelected() ? QString() : currentRequirement();
    if (id.isEmpty()) {
        m_teamView->hide();
        return;
    }
    m_teamView->showRequirement(m_model->teamReviews(), id, m_model->teamDisagrees(id));
}

void ChecklistPane::showApplicationFacts()
{
    const Checklist &checklist = m_model->checklist();
    if (checklist.profileTitle().isEmpty()) {
        m_ui->sectionsLabel->hide();
        return;
    }
    QStringList lines = { tr("Written from the form %1.")
                              .arg(text::quoted(text::displayLine(checklist.profileTitle())))
                              .toHtmlEscaped() };
    // The 90-day figures beside what the repository shows: from its preview, which comes
    // through the service like any other (cached, offline with its date).
    const QUrl repository = ActivityFigures::repositoryOf(checklist);
    Workspace *workspace = m_model->workspace();
    LinkPreviewService *service = workspace ? workspace->previews() : nullptr;
    std::optional<LinkPreview> preview;
    if (service && repository.isValid()) {
        if (m_factsService != service) {
            if (m_factsService)
                disconnect(m_factsService, &LinkPreviewService::previewReady, this, nullptr);
            m_factsService = service;
            connect(service, &LinkPreviewService::previewReady, this, [this](const QUrl &url) {
                if (isApplicationSelected() && url == m_factsRepository)
                    showApplicationFacts();
            });
        }
        if (m_factsRepository != repository) {
            // Fetched when missing or stale (and allowed); previewReady shows it again.
            m_factsRepository = repository;
            service->request(repository);
        }
        preview = service->cachedPreview(repository);
    }
    const QList<ActivityFigure> figures =
        ActivityFigures::of(checklist, preview ? &*preview : nullptr);
    for (const ApplicationFact &fact : checklist.facts()) {
        QString line = QStringLiteral("<a href=\"section:%1\">%2</a>: %3")
                           .arg(fact.sectionIndex)
                           .arg(text::displayLine(fact.heading).toHtmlEscaped(),
                                fact.summary().toHtmlEscaped());
        for (const ActivityFigure &figure : figures) {
            if (figure.factId != fact.id)
                continue;
            const QString checked = text::displayLine(figure.text()).toHtmlEscaped();
            line += QStringLiteral("<br>&nbsp;&nbsp;")
                + (figure.flagged() ? QStringLiteral("<b>%1</b>").arg(checked) : checked);
        }
        lines << line;
    }
    m_ui->sectionsLabel->setText(lines.join(QStringLiteral("<br>")));
    m_ui->sectionsLabel->show();
}

void ChecklistPane::showStatus()
{
    const ChecklistEntry entry = m_model->entry(currentRequirement());
    const Requirement *requirement = m_model->requirement(currentRequirement());
    for (auto it = m_statusButtons.cbegin(); it != m_statusButtons.cend(); ++it) {
        it.value()->setChecked(it.key() == entry.status);
        it.value()->setEnabled(!requirement || requirement->allowsStatus(it.key()));
    }
}

void ChecklistPane::showEvidence()
{
    const QString id = isApplicationSelected() ? QString() : currentRequirement();
    if (id.isEmpty() && !isApplicationSelected()) {
        return;
    }
    m_evidenceList->showEvidence(id);
    showAutomaticChecks();
}

void ChecklistPane::showAutomaticChecks()
{
    const QString id = isApplicationSelected() ? QString() : currentRequirement();
    const Requirement *requirement = id.isEmpty() ? nullptr : m_model->requirement(id);
    Workspace *workspace = m_model->workspace();
    LinkPreviewService *service = workspace ? workspace->previews() : nullptr;
    if (!requirement || requirement->checks.isEmpty() || !service) {
        m_checksWidget->hide();
        return;
    }
    if (!m_checksPanel || m_checksService != service) {
        delete m_checksPanel;
        m_checksPanel = new AutomaticChecksPanel(service, m_checksWidget);
        m_checksPanel->setObjectName(QStringLiteral("automaticChecksPanel"));
        m_checksWidget->layout()->addWidget(m_checksPanel);
        m_checksService = service;
        m_checksIds.clear();
        m_checksLinks.clear();
        m_checksContext = {};
    }
    // The links of the requirement: from its sections and comments, and the reviewer's own.
    QList<QUrl> links;
    for (const EvidenceLink &link : m_model->links(id)) {
        links.append(link.url);
    }
    for (const EvidenceNote &note : m_model->notes(id)) {
        if (note.kind == EvidenceKind::Url) {
            links.append(QUrl(note.content));
        }
    }
    // The application's repositories may be named anywhere in it; whether it is in-tree, where
    // it answers this requirement or describes its integration with PyTorch.
    AutomaticChecks::CheckContext context;
    context.applicationLinks = m_model->checklist().allLinks();
    context.statement = m_model->checklist().statementFor(id);
    context.installCommands = m_model->checklist().installCommands();
    // Evidence changes rebuild the details often; the checks only run again when their inputs
    // changed.
    if (m_checksIds != requirement->checks || m_checksLinks != links
        || m_checksContext.applicationLinks != context.applicationLinks
        || m_checksContext.statement != context.statement
        || m_checksContext.installCommands != context.installCommands) {
        m_checksIds = requirement->checks;
        m_checksLinks = links;
        m_checksContext = context;
        m_checksPanel->evaluate(m_checksIds, m_checksLinks, m_checksContext);
    }
    m_checksWidget->show();
}

AutomaticChecksPanel *ChecklistPane::automaticChecksPanel() const
{
    return m_checksWidget->isHidden() ? nullptr : m_checksPanel;
}

// ---- Status --------------------------------------------------------------------------------

void ChecklistPane::setCurrentStatus(ChecklistStatus status)
{
    const QString id = currentRequirement();
    if (id.isEmpty()) {
        emit statusMessage(tr("Select a requirement to set its status."), PaneMessageTimeoutMs);
        return;
    }
    if (!m_model->setStatus(id, status)) {
        showMessage(m_model->errorString());
        showStatus();
        return;
    }
    emit statusMessage(
        tr("%1: %2").arg(m_model->requirement(id)->title, checklistStatusDisplayName(status)),
        PaneMessageTimeoutMs);
}

// ---- Note ----------------------------------------------------------------------------------

void ChecklistPane::flushNote()
{
    m_noteEditor->flush();
}

void ChecklistPane::editNote()
{
    if (currentRequirement().isEmpty()) {
        return;
    }
    m_noteEditor->edit();
    m_ui->detailScroll->ensureWidgetVisible(m_ui->noteEdit);
}

// ---- Evidence ------------------------------------------------------------------------------

bool ChecklistPane::addEvidenceFromMime(const QMimeData *mime, const QString &requirementId,
                                        const QString &source)
{
    return m_evidenceList->addFromMime(mime, requirementId, source);
}

bool ChecklistPane::pasteEvidence()
{
    return m_evidenceList->paste();
}

// ---- Links ---------------------------------------------------------------------------------

void ChecklistPane::setLinkPreviewFactory(LinkPreviewFactory factory)
{
    m_evidenceList->setLinkPreviewFactory(std::move(factory));
    showEvidence();
}

void ChecklistPane::setLinkOpener(LinkOpener opener)
{
    m_linkOpener = std::move(opener);
}

void ChecklistPane::openLink(const QUrl &url)
{
    if (m_linkOpener) {
        m_linkOpener(this, url);
        return;
    }
    const acp::LinkOpener::Result result = acp::LinkOpener::open(this, url);
    if (result.outcome != acp::LinkOpener::Outcome::Opened) {
        emit statusMessage(result.message, PaneMessageTimeoutMs);
    }
}

// ---- Messages ------------------------------------------------------------------------------

void ChecklistPane::showMessage(const QString &message)
{
    if (message.trimmed().isEmpty()) {
        return;
    }
    m_ui->messageLabel->setText(message);
    m_ui->messageFrame->show();
    emit statusMessage(message.section(QLatin1Char('\n'), 0, 0), PaneMessageTimeoutMs);
}

void ChecklistPane::hideMessage()
{
    m_ui->messageFrame->hide();
    m_ui->messageLabel->clear();
}

QString ChecklistPane::messageText() const
{
    return m_ui->messageFrame->isHidden() ? QString() : m_ui->messageLabel->text();
}

// ---- State ---------------------------------------------------------------------------------

QByteArray ChecklistPane::saveState() const
{
    QByteArray state;
    QDataStream stream(&state, QIODevice::WriteOnly);
    stream << ChecklistStateMagic << quint32(1) << m_ui->splitter->saveState()
           << m_ui->guidanceToggle->isChecked() << m_noteEditor->isPreviewShown();
    return state;
}

bool ChecklistPane::restoreState(const QByteArray &state)
{
    QDataStream stream(state);
    quint32 magic = 0;
    quint32 version = 0;
    QByteArray splitter;
    bool guidance = false;
    bool preview = false;
    stream >> magic >> version >> splitter >> guidance >> preview;
    if (stream.status() != QDataStream::Ok || magic != ChecklistStateMagic || version != 1) {
        return false;
    }
    m_ui->splitter->restoreState(splitter);
    m_ui->guidanceToggle->setChecked(guidance);
    m_noteEditor->setPreviewShown(preview);
    return true;
}

} // namespace acp
