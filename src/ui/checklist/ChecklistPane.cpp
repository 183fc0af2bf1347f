#include "ui/checklist/ChecklistPane.h"

#include "core/preview/LinkPreviewService.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistItemDelegate.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistProgressBar.h"
#include "ui/checklist/ChecklistStyle.h"
#include "ui/checklist/EvidenceMime.h"
#include "ui/checklist/EvidenceWidgets.h"
#include "ui/preview/AutomaticCheckView.h"
#include "ui/widgets/FlowLayout.h"
#include "ui/widgets/LinkOpener.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/UiSupport.h"
#include "ui_ChecklistPane.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDataStream>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoGroup>

#include <algorithm>

namespace acp {

namespace {
constexpr int NoteSaveDelayMs = 700;
constexpr int MessageTimeoutMs = 6000;
constexpr quint32 StateMagic = 0x41435043; // "ACPC"
const QSize ThumbnailSize(96, 72);

QColor mutedColor(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Window);
    const QColor text = palette.color(QPalette::WindowText);
    return QColor::fromRgbF(float(base.redF() * 0.42 + text.redF() * 0.58),
                            float(base.greenF() * 0.42 + text.greenF() * 0.58),
                            float(base.blueF() * 0.42 + text.blueF() * 0.58));
}

void clearLayout(QLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (QWidget *widget = item->widget()) {
            // Later: a row may be the sender of the signal that rebuilds the list.
            widget->hide();
            widget->deleteLater();
        }
        delete item;
    }
}

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
    view->viewport()->setAcceptDrops(true);
    view->viewport()->installEventFilter(this);
    view->setToolTip(tr("Keys: 1 met, 2 gap, 3 needs judgment, 4 not applicable, 0 unreviewed; "
                        "J and K move to the next and previous requirement; E edits the note. "
                        "Drop links, text, files or images onto a requirement."));
    setAcceptDrops(true);

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
            if (!m_noteTimer->isActive() && id == m_noteRequirement
                && m_model->entry(id).note != m_ui->noteEdit->toPlainText()) {
                loadNoteIntoEditor(); // an undo or redo changed it
            }
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

    m_noteTimer = new QTimer(this);
    m_noteTimer->setSingleShot(true);
    m_noteTimer->setInterval(NoteSaveDelayMs);
    connect(m_noteTimer, &QTimer::timeout, this, &ChecklistPane::saveNote);
    connect(m_ui->noteEdit, &QPlainTextEdit::textChanged, this, &ChecklistPane::scheduleNoteSave);
    m_ui->noteEdit->installEventFilter(this);
    connect(m_ui->previewButton, &QToolButton::toggled, this,
            [this](bool preview) { setNotePreview(preview); });

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
    for (ChecklistStatus status : ui::checklistStatusesInKeyOrder()) {
        auto *action = new QAction(ui::checklistStatusIcon(status), QString(), this);
        switch (status) {
        case ChecklistStatus::Met:
            action->setText(tr("Mark as &Met"));
            break;
        case ChecklistStatus::Gap:
            action->setText(tr("Mark as &Gap"));
            break;
        case ChecklistStatus::NeedsJudgment:
            action->setText(tr("Mark as Needs &Judgment"));
            break;
        case ChecklistStatus::NotApplicable:
            action->setText(tr("Mark as &Not Applicable"));
            break;
        case ChecklistStatus::Unreviewed:
            action->setText(tr("Mark as &Unreviewed"));
            break;
        }
        action->setShortcut(ui::checklistStatusShortcut(status));
        action->setToolTip(
            tr("Set the selected requirement to %1 (%2)")
                .arg(checklistStatusDisplayName(status),
                     ui::checklistStatusShortcut(status).toString(QKeySequence::NativeText)));
        action->setStatusTip(action->toolTip());
        connect(action, &QAction::triggered, this, [this, status] { setCurrentStatus(status); });
        m_statusActions.insert(status, action);
    }

    m_nextAction = new QAction(tr("Ne&xt Requirement"), this);
    m_nextAction->setShortcuts({ QKeySequence(Qt::Key_J), QKeySequence(Qt::CTRL | Qt::Key_Down) });
    m_nextAction->setToolTip(tr("Go to the next requirement (J or Ctrl+Down)"));
    connect(m_nextAction, &QAction::triggered, this, &ChecklistPane::nextRequirement);

    m_previousAction = new QAction(tr("Pre&vious Requirement"), this);
    m_previousAction->setShortcuts(
        { QKeySequence(Qt::Key_K), QKeySequence(Qt::CTRL | Qt::Key_Up) });
    m_previousAction->setToolTip(tr("Go to the previous requirement (K or Ctrl+Up)"));
    connect(m_previousAction, &QAction::triggered, this, &ChecklistPane::previousRequirement);

    m_editNoteAction = new QAction(tr("&Edit Reviewer Note"), this);
    m_editNoteAction->setShortcut(QKeySequence(Qt::Key_E));
    m_editNoteAction->setToolTip(tr("Write the note of the selected requirement (E; Esc returns "
                                    "to the list)"));
    connect(m_editNoteAction, &QAction::triggered, this, &ChecklistPane::editNote);

    m_pasteAction = new QAction(tr("&Paste as Evidence"), this);
    m_pasteAction->setShortcut(QKeySequence::Paste);
    m_pasteAction->setToolTip(tr("Add the clipboard (a link, text, file or image) to the selected "
                                 "requirement as an evidence note"));
    connect(m_pasteAction, &QAction::triggered, this, &ChecklistPane::pasteEvidence);

    m_addLinkAction = new QAction(tr("Add &Link…"), this);
    m_addLinkAction->setToolTip(tr("Add a web address as evidence"));
    m_addLinkAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_addLinkAction, &QAction::triggered, this, &ChecklistPane::addLink);
    m_addTextAction = new QAction(tr("Add &Text…"), this);
    m_addTextAction->setToolTip(tr("Add a text snippet as evidence"));
    m_addTextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    connect(m_addTextAction, &QAction::triggered, this, &ChecklistPane::addText);
    m_addFileAction = new QAction(tr("Add &Files…"), this);
    m_addFileAction->setToolTip(tr("Copy files into the workspace as evidence"));
    m_addFileAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    connect(m_addFileAction, &QAction::triggered, this, &ChecklistPane::addFiles);

    for (QAction *action : reviewActions()) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }

    auto *menu = new QMenu(this);
    menu->addAction(m_addLinkAction);
    menu->addAction(m_addTextAction);
    menu->addAction(m_addFileAction);
    menu->addSeparator();
    menu->addAction(m_pasteAction);
    m_ui->addEvidenceButton->setMenu(menu);
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
    const QColor muted = mutedColor(palette());
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
    m_thumbnails.clear();
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
    const bool target = requirement || isApplicationSelected();
    for (QAction *action : std::as_const(m_statusActions)) {
        action->setEnabled(requirement);
    }
    const bool shown = m_model->applicationNumber() != 0;
    m_nextAction->setEnabled(shown);
    m_previousAction->setEnabled(shown);
    m_editNoteAction->setEnabled(requirement);
    m_pasteAction->setEnabled(target);
    m_addLinkAction->setEnabled(target);
    m_addTextAction->setEnabled(target);
    m_addFileAction->setEnabled(target);
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
        m_noteRequirement.clear();
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
        m_ui->sectionsLabel->setText(
            links.isEmpty() ? tr("No section of the form answers this requirement.").toHtmlEscaped()
                            : tr("Answered in %1").arg(links.join(QStringLiteral(", "))));
        m_ui->sectionsLabel->show();
        m_ui->statusWidget->show();
        m_ui->noteWidget->show();
        showStatus();
        if (m_noteRequirement != id) {
            loadNoteIntoEditor();
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
        m_ui->sectionsLabel->hide();
        m_ui->statusWidget->hide();
        m_ui->noteWidget->hide();
        m_noteRequirement.clear();
        m_ui->dropHint->setText(tr("Drop links, text, files or images here to add them to the "
                                   "application as a whole, or paste with Ctrl+V."));
    }
    if (m_ui->guidanceToggle->isVisible()) {
        m_ui->guidanceLabel->setVisible(m_ui->guidanceToggle->isChecked());
    }
    showEvidence();
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

    // Keep the keyboard focus on the same control of the same note across the rebuild.
    qint64 focusNote = 0;
    QString focusName;
    for (QWidget *w = QApplication::focusWidget(); w; w = w->parentWidget()) {
        if (auto *row = qobject_cast<EvidenceNoteRow *>(w)) {
            focusNote = row->note().id;
            focusName = QApplication::focusWidget()->objectName();
            break;
        }
    }

    clearLayout(m_ui->linksLayout);
    clearLayout(m_ui->notesLayout);

    QWidget *previous = m_ui->addEvidenceButton;
    auto chainFocus = [&previous](QWidget *row) {
        const QList<QWidget *> children = row->findChildren<QWidget *>();
        for (QWidget *child : children) {
            if (child->focusPolicy() & Qt::TabFocus) {
                setTabOrder(previous, child);
                previous = child;
            }
        }
    };

    const QList<EvidenceLink> links = m_model->links(id);
    for (const EvidenceLink &link : links) {
        auto *row = new EvidenceLinkRow(link, m_ui->linksContainer);
        connect(row, &EvidenceLinkRow::linkActivated, this, &ChecklistPane::openLink);
        connect(row, &EvidenceLinkRow::sectionActivated, this, &ChecklistPane::sectionActivated);
        if (m_previewFactory) {
            if (QWidget *card = m_previewFactory(link.url, row)) {
                row->previewSlot()->addWidget(card);
            }
        }
        m_ui->linksLayout->addWidget(row);
        row->show();
        chainFocus(row);
    }
    showLinkLimits(id, links);
    if (links.isEmpty()) {
        auto *none =
            new QLabel(id.isEmpty() ? tr("Every link in the application belongs to a requirement.")
                                    : tr("No links in the mapped sections or in the submitter's "
                                         "comments."),
                       m_ui->linksContainer);
        none->setWordWrap(true);
        QPalette muted = none->palette();
        muted.setColor(QPalette::WindowText, mutedColor(palette()));
        none->setPalette(muted);
        m_ui->linksLayout->addWidget(none);
    }

    const QList<EvidenceNote> notes = m_model->notes(id);
    QWidget *focusTarget = nullptr;
    for (const EvidenceNote &note : notes) {
        auto *row = new EvidenceNoteRow(note, thumbnailFor(note), m_ui->notesContainer);
        if (const QString problem = m_model->fileProblem(note); !problem.isEmpty()) {
            row->showFileProblem(problem);
        }
        const qint64 noteId = note.id;
        connect(row, &EvidenceNoteRow::linkActivated, this, &ChecklistPane::openLink);
        connect(row, &EvidenceNoteRow::includeInReportChanged, this,
                [this, noteId](bool on) { setEvidenceFlag(noteId, true, on); });
        connect(row, &EvidenceNoteRow::includeInRequestChanged, this,
                [this, noteId](bool on) { setEvidenceFlag(noteId, false, on); });
        connect(row, &EvidenceNoteRow::editRequested, this, [this, noteId] {
            if (const std::optional<EvidenceNote> current = m_model->note(noteId)) {
                editEvidenceNote(*current);
            }
        });
        connect(row, &EvidenceNoteRow::deleteRequested, this,
                [this, noteId] { deleteEvidenceNote(noteId); });
        if (m_previewFactory && note.kind == EvidenceKind::Url) {
            if (QWidget *card = m_previewFactory(QUrl(note.content), row)) {
                row->previewSlot()->addWidget(card);
            }
        }
        m_ui->notesLayout->addWidget(row);
        row->show();
        chainFocus(row);
        if (focusNote != 0 && m_model->currentNoteId(focusNote) == note.id) {
            focusTarget = row->findChild<QWidget *>(focusName);
            if (!focusTarget) {
                focusTarget = row->editButton();
            }
        }
    }
    m_ui->notesHeading->setText(notes.isEmpty() ? tr("Your notes")
                                                : tr("Your notes (%1)").arg(notes.size()));
    showAutomaticChecks();
    if (focusTarget) {
        focusTarget->setFocus(Qt::OtherFocusReason);
    }
}

// What the link limits leave out of this view, said under its links: links past the
// application's Checklist::MaxLinks, and cards past LinkPreviewService::MaxAutomaticFetches
// (they have a Fetch button instead of a preview).
void ChecklistPane::showLinkLimits(const QString &id, const QList<EvidenceLink> &links)
{
    QStringList notices;
    const ChecklistItem *item = id.isEmpty() ? nullptr : m_model->checklist().item(id);
    const int notListed =
        item ? item->linksNotListed : m_model->checklist().applicationLinksNotListed();
    if (notListed > 0) {
        notices << tr("%n more link(s) not listed: an application lists at most %1 links.", nullptr,
                      notListed)
                       .arg(Checklist::MaxLinks);
    }
    Workspace *workspace = m_model->workspace();
    const LinkPreviewService *service = workspace ? workspace->previews() : nullptr;
    if (service && m_previewFactory) {
        const auto heldBack = std::count_if(links.cbegin(), links.cend(), [service](const auto &l) {
            return service->cachedPreview(l.url).heldBack;
        });
        if (heldBack > 0) {
            notices << tr("%n more link(s) not previewed: previews are fetched by themselves for "
                          "the first %1 links of an application; press Fetch on a card to see "
                          "its preview.",
                          nullptr, int(heldBack))
                           .arg(LinkPreviewService::MaxAutomaticFetches);
        }
    }
    if (notices.isEmpty()) {
        return;
    }
    auto *label = new QLabel(notices.join(QLatin1Char('\n')), m_ui->linksContainer);
    label->setObjectName(QStringLiteral("linkLimitsNotice"));
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    QPalette muted = label->palette();
    muted.setColor(QPalette::WindowText, mutedColor(palette()));
    label->setPalette(muted);
    m_ui->linksLayout->addWidget(label);
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
    // Evidence changes rebuild the details often; the checks only run again when their inputs
    // changed.
    if (m_checksIds != requirement->checks || m_checksLinks != links) {
        m_checksIds = requirement->checks;
        m_checksLinks = links;
        m_checksPanel->evaluate(m_checksIds, m_checksLinks);
    }
    m_checksWidget->show();
}

AutomaticChecksPanel *ChecklistPane::automaticChecksPanel() const
{
    return m_checksWidget->isHidden() ? nullptr : m_checksPanel;
}

QPixmap ChecklistPane::thumbnailFor(const EvidenceNote &note)
{
    if (note.kind != EvidenceKind::Image || note.sha256.isEmpty()) {
        return {};
    }
    const auto it = m_thumbnails.constFind(note.sha256);
    if (it != m_thumbnails.cend()) {
        return *it;
    }
    const QPixmap pixmap =
        EvidenceNoteRow::thumbnail(m_model->absoluteFilePath(note), ThumbnailSize);
    m_thumbnails.insert(note.sha256, pixmap);
    return pixmap;
}

// ---- Status --------------------------------------------------------------------------------

void ChecklistPane::setCurrentStatus(ChecklistStatus status)
{
    const QString id = currentRequirement();
    if (id.isEmpty()) {
        emit statusMessage(tr("Select a requirement to set its status."), MessageTimeoutMs);
        return;
    }
    if (!m_model->setStatus(id, status)) {
        showMessage(m_model->errorString());
        showStatus();
        return;
    }
    emit statusMessage(
        tr("%1: %2").arg(m_model->requirement(id)->title, checklistStatusDisplayName(status)),
        MessageTimeoutMs);
}

// ---- Note ----------------------------------------------------------------------------------

void ChecklistPane::loadNoteIntoEditor()
{
    m_noteTimer->stop();
    m_noteRequirement = currentRequirement();
    const ChecklistEntry entry = m_model->entry(m_noteRequirement);
    const int position = m_ui->noteEdit->textCursor().position();
    m_loadingNote = true;
    m_ui->noteEdit->setPlainText(entry.note);
    m_loadingNote = false;
    if (m_ui->noteEdit->hasFocus()) {
        QTextCursor cursor = m_ui->noteEdit->textCursor();
        cursor.setPosition(qMin(position, int(entry.note.size())));
        m_ui->noteEdit->setTextCursor(cursor);
    }
    m_ui->noteStatusLabel->setText(entry.note.isEmpty() || !entry.updatedAt.isValid()
                                       ? QString()
                                       : tr("saved %1").arg(ui::relativeTime(entry.updatedAt)));
    if (m_ui->previewButton->isChecked()) {
        setNotePreview(true);
    }
}

void ChecklistPane::scheduleNoteSave()
{
    if (m_loadingNote || m_noteRequirement.isEmpty()) {
        return;
    }
    m_ui->noteStatusLabel->setText(tr("editing…"));
    m_noteTimer->start();
}

void ChecklistPane::saveNote()
{
    if (m_noteRequirement.isEmpty() || m_model->applicationNumber() == 0) {
        return;
    }
    if (m_model->setNote(m_noteRequirement, m_ui->noteEdit->toPlainText(),
                         ChecklistModel::NoteEdit::Typing)) {
        m_ui->noteStatusLabel->setText(tr("saved"));
    } else {
        m_ui->noteStatusLabel->setText(tr("not saved"));
        showMessage(m_model->errorString());
    }
}

void ChecklistPane::flushNote()
{
    if (m_noteTimer && m_noteTimer->isActive()) {
        m_noteTimer->stop();
        saveNote();
    }
}

void ChecklistPane::setNotePreview(bool preview)
{
    if (preview) {
        flushNote();
        const QString text = m_ui->noteEdit->toPlainText();
        if (text.trimmed().isEmpty()) {
            m_ui->notePreview->setPlaceholderMessage(tr("Nothing written yet."));
        } else {
            m_ui->notePreview->setMarkdownText(text);
        }
        m_ui->noteStack->setCurrentWidget(m_ui->notePreview);
        m_ui->previewButton->setChecked(true);
    } else {
        m_ui->noteStack->setCurrentWidget(m_ui->noteEdit);
        m_ui->writeButton->setChecked(true);
    }
}

void ChecklistPane::editNote()
{
    if (currentRequirement().isEmpty()) {
        return;
    }
    setNotePreview(false);
    m_ui->noteEdit->setFocus(Qt::ShortcutFocusReason);
    m_ui->detailScroll->ensureWidgetVisible(m_ui->noteEdit);
}

// ---- Evidence ------------------------------------------------------------------------------

bool ChecklistPane::addEvidenceFromMime(const QMimeData *mime, const QString &requirementId,
                                        const QString &source)
{
    if (m_model->applicationNumber() == 0) {
        return false;
    }
    const EvidenceDrafts decoded = EvidenceMime::decode(mime, source);
    QStringList problems = decoded.problems;
    if (decoded.drafts.isEmpty()) {
        showMessage(problems.isEmpty()
                        ? tr("Nothing here can be evidence: add links, text, files or images.")
                        : problems.join(QLatin1Char('\n')));
        return false;
    }
    const QList<qint64> ids = m_model->addEvidence(requirementId, decoded.drafts, &problems);
    if (problems.isEmpty()) {
        hideMessage();
    } else {
        showMessage(problems.join(QLatin1Char('\n')));
    }
    if (ids.isEmpty()) {
        return false;
    }
    const Requirement *requirement = m_model->requirement(requirementId);
    const QString where =
        requirement ? text::quoted(requirement->displayTitle()) : tr("the application");
    emit statusMessage(ui::numerus(tr("Added %n evidence note(s) to %1", nullptr, int(ids.size())),
                                   int(ids.size()))
                           .arg(where),
                       MessageTimeoutMs);
    return true;
}

bool ChecklistPane::pasteEvidence()
{
    if (currentRequirement().isEmpty() && !isApplicationSelected()) {
        showMessage(tr("Select a requirement, or the whole application, to paste onto."));
        return false;
    }
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!EvidenceMime::canDecode(mime)) {
        showMessage(tr("The clipboard holds nothing that can be evidence."));
        return false;
    }
    return addEvidenceFromMime(mime, currentRequirement(), EvidenceMime::pasteSource());
}

void ChecklistPane::setEvidenceFlag(qint64 id, bool report, bool include)
{
    std::optional<EvidenceNote> note = m_model->note(m_model->currentNoteId(id));
    if (!note) {
        return;
    }
    if (report) {
        note->includeInReport = include;
    } else {
        note->includeInRequest = include;
    }
    if (!m_model->updateEvidenceNote(*note)) {
        showMessage(m_model->errorString());
        showEvidence();
    }
}

void ChecklistPane::deleteEvidenceNote(qint64 id)
{
    if (m_model->removeEvidenceNote(m_model->currentNoteId(id))) {
        emit statusMessage(tr("Evidence note deleted. Undo brings it back."), MessageTimeoutMs);
    } else {
        showMessage(m_model->errorString());
    }
}

void ChecklistPane::editEvidenceNote(const EvidenceNote &note)
{
    EvidenceNote updated = note;
    bool ok = false;
    switch (note.kind) {
    case EvidenceKind::Url:
        updated.content = QInputDialog::getText(this, tr("Edit Link"), tr("Web address:"),
                                                QLineEdit::Normal, note.content, &ok)
                              .trimmed();
        break;
    case EvidenceKind::Text:
        updated.content =
            QInputDialog::getMultiLineText(this, tr("Edit Text"), tr("Text:"), note.content, &ok);
        break;
    case EvidenceKind::File:
    case EvidenceKind::Image:
        updated.content = QInputDialog::getText(this, tr("Edit Caption"),
                                                tr("Caption for %1:").arg(note.originalName),
                                                QLineEdit::Normal, note.content, &ok);
        break;
    }
    if (ok && !m_model->updateEvidenceNote(updated)) {
        showMessage(m_model->errorString());
    }
}

void ChecklistPane::addLink()
{
    if (currentRequirement().isEmpty() && !isApplicationSelected()) {
        return;
    }
    bool ok = false;
    const QString text =
        QInputDialog::getText(this, tr("Add Link"), tr("Web address (http or https):"),
                              QLineEdit::Normal, QString(), &ok);
    if (!ok || text.trimmed().isEmpty()) {
        return;
    }
    QUrl url = EvidenceMime::loneWebAddress(text);
    if (!url.isValid() && !text.contains(QLatin1String("://"))) {
        url = EvidenceMime::loneWebAddress(QStringLiteral("https://") + text.trimmed());
    }
    EvidenceDraft draft;
    draft.kind = EvidenceKind::Url;
    draft.url = url.isValid() ? url : QUrl(text.trimmed());
    QStringList problems;
    m_model->addEvidence(currentRequirement(), { draft }, &problems);
    problems.isEmpty() ? hideMessage() : showMessage(problems.join(QLatin1Char('\n')));
}

void ChecklistPane::addText()
{
    if (currentRequirement().isEmpty() && !isApplicationSelected()) {
        return;
    }
    bool ok = false;
    const QString text =
        QInputDialog::getMultiLineText(this, tr("Add Text"), tr("Text:"), QString(), &ok);
    if (!ok || text.trimmed().isEmpty()) {
        return;
    }
    EvidenceDraft draft;
    draft.kind = EvidenceKind::Text;
    draft.text = text;
    QStringList problems;
    m_model->addEvidence(currentRequirement(), { draft }, &problems);
    problems.isEmpty() ? hideMessage() : showMessage(problems.join(QLatin1Char('\n')));
}

void ChecklistPane::addFiles()
{
    if (currentRequirement().isEmpty() && !isApplicationSelected()) {
        return;
    }
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add Files as Evidence"));
    if (paths.isEmpty()) {
        return;
    }
    QList<EvidenceDraft> drafts;
    for (const QString &path : paths) {
        EvidenceDraft draft;
        draft.kind = EvidenceMime::isImageFileName(path) ? EvidenceKind::Image : EvidenceKind::File;
        draft.filePath = path;
        drafts << draft;
    }
    QStringList problems;
    m_model->addEvidence(currentRequirement(), drafts, &problems);
    problems.isEmpty() ? hideMessage() : showMessage(problems.join(QLatin1Char('\n')));
}

// ---- Links ---------------------------------------------------------------------------------

void ChecklistPane::setLinkPreviewFactory(LinkPreviewFactory factory)
{
    m_previewFactory = std::move(factory);
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
        emit statusMessage(result.message, MessageTimeoutMs);
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
    emit statusMessage(message.section(QLatin1Char('\n'), 0, 0), MessageTimeoutMs);
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

// ---- Actions -------------------------------------------------------------------------------

QAction *ChecklistPane::statusAction(ChecklistStatus status) const
{
    return m_statusActions.value(status);
}

QAction *ChecklistPane::nextRequirementAction() const
{
    return m_nextAction;
}

QAction *ChecklistPane::previousRequirementAction() const
{
    return m_previousAction;
}

QAction *ChecklistPane::editNoteAction() const
{
    return m_editNoteAction;
}

QAction *ChecklistPane::pasteEvidenceAction() const
{
    return m_pasteAction;
}

QAction *ChecklistPane::addLinkAction() const
{
    return m_addLinkAction;
}

QAction *ChecklistPane::addTextAction() const
{
    return m_addTextAction;
}

QAction *ChecklistPane::addFileAction() const
{
    return m_addFileAction;
}

QList<QAction *> ChecklistPane::reviewActions() const
{
    QList<QAction *> actions;
    for (ChecklistStatus status : ui::checklistStatusesInKeyOrder()) {
        actions << m_statusActions.value(status);
    }
    actions << m_nextAction << m_previousAction << m_editNoteAction << m_pasteAction
            << m_addLinkAction << m_addTextAction << m_addFileAction;
    return actions;
}

void ChecklistPane::setShortcutContext(Qt::ShortcutContext context)
{
    for (QAction *action : reviewActions()) {
        action->setShortcutContext(context);
    }
}

// ---- State ---------------------------------------------------------------------------------

QByteArray ChecklistPane::saveState() const
{
    QByteArray state;
    QDataStream stream(&state, QIODevice::WriteOnly);
    stream << StateMagic << quint32(1) << m_ui->splitter->saveState()
           << m_ui->guidanceToggle->isChecked() << m_ui->previewButton->isChecked();
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
    if (stream.status() != QDataStream::Ok || magic != StateMagic || version != 1) {
        return false;
    }
    m_ui->splitter->restoreState(splitter);
    m_ui->guidanceToggle->setChecked(guidance);
    setNotePreview(preview);
    return true;
}

// ---- Drag and drop -------------------------------------------------------------------------

QModelIndex ChecklistPane::dropTargetAt(const QPoint &viewportPos) const
{
    if (m_model->applicationNumber() == 0) {
        return {};
    }
    const QModelIndex index = m_ui->requirementView->indexAt(viewportPos);
    if (!index.isValid()) {
        // Below the rows: the application as a whole.
        const QModelIndex last = m_model->applicationIndex();
        const QRect lastRect = m_ui->requirementView->visualRect(last);
        return lastRect.isValid() && viewportPos.y() > lastRect.bottom() ? last : QModelIndex();
    }
    return ChecklistModel::isEvidenceTarget(index) ? index.siblingAtColumn(0) : QModelIndex();
}

bool ChecklistPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_ui->requirementView->viewport()) {
        switch (event->type()) {
        case QEvent::DragEnter:
        case QEvent::DragMove: {
            auto *drag = static_cast<QDragMoveEvent *>(event);
            const QModelIndex target = EvidenceMime::canDecode(drag->mimeData())
                ? dropTargetAt(drag->position().toPoint())
                : QModelIndex();
            m_delegate->setDropTarget(target);
            if (target.isValid()) {
                // Always a copy: a file manager must never delete what was dropped.
                drag->setDropAction(Qt::CopyAction);
                drag->accept();
            } else {
                drag->ignore();
            }
            return true;
        }
        case QEvent::DragLeave:
            m_delegate->setDropTarget({});
            return true;
        case QEvent::Drop: {
            auto *drop = static_cast<QDropEvent *>(event);
            m_delegate->setDropTarget({});
            const QModelIndex target = dropTargetAt(drop->position().toPoint());
            if (!target.isValid()) {
                drop->ignore();
                return true;
            }
            const QString id =
                ChecklistModel::rowKind(target) == ChecklistModel::RowKind::Requirement
                ? target.data(ChecklistModel::RequirementIdRole).toString()
                : QString();
            drop->setDropAction(Qt::CopyAction);
            drop->accept();
            m_ui->requirementView->selectionModel()->setCurrentIndex(
                target, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            addEvidenceFromMime(drop->mimeData(), id, EvidenceMime::dropSource());
            return true;
        }
        default:
            break;
        }
    } else if (watched == m_ui->noteEdit) {
        if (event->type() == QEvent::FocusOut) {
            flushNote();
        } else if (event->type() == QEvent::KeyPress
                   && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
            flushNote();
            m_ui->requirementView->setFocus(Qt::ShortcutFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ChecklistPane::setDetailDropHighlight(bool on)
{
    m_ui->dropHint->setProperty("dropActive", on);
    m_ui->dropHint->style()->unpolish(m_ui->dropHint);
    m_ui->dropHint->style()->polish(m_ui->dropHint);
}

bool ChecklistPane::isOverDetails(const QPoint &pos) const
{
    // Drags the list refused bubble up here; they are not meant for the selected requirement.
    const QWidget *child = childAt(pos);
    return child && m_ui->detailScroll->isAncestorOf(child);
}

void ChecklistPane::dragEnterEvent(QDragEnterEvent *event)
{
    const bool target = (!currentRequirement().isEmpty() || isApplicationSelected())
        && isOverDetails(event->position().toPoint());
    if (target && EvidenceMime::canDecode(event->mimeData())) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
        setDetailDropHighlight(true);
    } else {
        event->ignore();
    }
}

void ChecklistPane::dragMoveEvent(QDragMoveEvent *event)
{
    if (!isOverDetails(event->position().toPoint())) {
        setDetailDropHighlight(false);
        event->ignore();
        return;
    }
    setDetailDropHighlight(true);
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void ChecklistPane::dragLeaveEvent(QDragLeaveEvent *event)
{
    setDetailDropHighlight(false);
    QWidget::dragLeaveEvent(event);
}

void ChecklistPane::dropEvent(QDropEvent *event)
{
    setDetailDropHighlight(false);
    if ((currentRequirement().isEmpty() && !isApplicationSelected())
        || !isOverDetails(event->position().toPoint())) {
        event->ignore();
        return;
    }
    event->setDropAction(Qt::CopyAction);
    event->accept();
    addEvidenceFromMime(event->mimeData(), currentRequirement(), EvidenceMime::dropSource());
}

} // namespace acp
