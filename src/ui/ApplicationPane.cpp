#include "ApplicationPane.h"

#include "FlowLayout.h"
#include "MarkdownView.h"
#include "SourceView.h"
#include "UiSupport.h"
#include "store/IssueCache.h"
#include "store/ReviewerStore.h"
#include "ui_ApplicationPane.h"
#include "workspace/Workspace.h"

#include <QDesktopServices>
#include <QEvent>
#include <QHash>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTimer>

namespace acp {

namespace {
constexpr int NoteSaveDelayMs = 600;

QColor mutedColor(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    return QColor::fromRgbF(float(base.redF() * 0.4 + text.redF() * 0.6),
                            float(base.greenF() * 0.4 + text.greenF() * 0.6),
                            float(base.blueF() * 0.4 + text.blueF() * 0.6));
}

// A pill: fixed height with the radius at half of it (Qt style sheets draw square corners
// when the radius is larger than half the height).
void makePill(QLabel *label, const QColor &background, bool bold)
{
    QFont font = label->font();
    font.setWeight(bold ? QFont::DemiBold : QFont::Normal);
    label->setFont(font);
    const int height = QFontMetrics(font).height() + 4;
    label->setFixedHeight(height);
    label->setStyleSheet(
        QStringLiteral("QLabel { background-color: %1; color: %2; border-radius: %3px;"
                       " padding: 0px %4px; }")
            .arg(background.name(), ui::contrastingTextColor(background).name())
            .arg(height / 2)
            .arg(height / 2 + 2));
}
} // namespace

ApplicationPane::ApplicationPane(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::ApplicationPane>())
{
    m_ui->setupUi(this);
    m_labelsLayout = new FlowLayout(m_ui->labelsContainer, 6, 4);
    m_ui->contentSplitter->setStretchFactor(0, 4);
    m_ui->contentSplitter->setStretchFactor(1, 1);
    m_ui->contentSplitter->setSizes({ 560, 110 });
    m_ui->headerFrame->setBackgroundRole(QPalette::Base);
    m_ui->headerFrame->setAutoFillBackground(true);
    m_ui->stateBadge->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_ui->numberLabel->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    applyHeaderStyle();

    // The rendered thread and the Markdown source share the splitter's first slot.
    m_sourceView = new SourceView;
    m_sourceView->setObjectName(QStringLiteral("sourceView"));
    m_sourceView->setAccessibleName(tr("Application source"));
    m_sourceView->setAccessibleDescription(
        tr("The issue body as Markdown, as the applicant wrote it"));
    m_bodyStack = new QStackedWidget;
    m_ui->contentSplitter->replaceWidget(m_ui->contentSplitter->indexOf(m_ui->markdownView),
                                         m_bodyStack);
    m_bodyStack->addWidget(m_ui->markdownView);
    m_bodyStack->addWidget(m_sourceView);

    m_noteTimer = new QTimer(this);
    m_noteTimer->setSingleShot(true);
    m_noteTimer->setInterval(NoteSaveDelayMs);
    connect(m_noteTimer, &QTimer::timeout, this, &ApplicationPane::saveNote);
    connect(m_ui->noteEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (m_loadingNote || m_noteNumber == 0) {
            return;
        }
        m_ui->noteStatusLabel->setText(tr("Editing…"));
        m_noteTimer->start();
    });

    connect(m_ui->markdownView, &MarkdownView::statusMessage, this,
            &ApplicationPane::statusMessage);
    connect(m_ui->openOnGitHubLabel, &QLabel::linkActivated, this, &ApplicationPane::openOnGitHub);
    connect(m_ui->openOnGitHubLabel, &QLabel::linkHovered, this,
            [this](const QString &link) { emit statusMessage(link, 0); });

    clear();
}

ApplicationPane::~ApplicationPane()
{
    flushNote();
}

void ApplicationPane::setWorkspace(Workspace *workspace)
{
    flushNote();
    m_workspace = workspace;
    clear();
}

void ApplicationPane::setSourceVisible(bool visible)
{
    m_bodyStack->setCurrentWidget(visible ? static_cast<QWidget *>(m_sourceView)
                                          : m_ui->markdownView);
}

bool ApplicationPane::isSourceVisible() const
{
    return m_bodyStack->currentWidget() == m_sourceView;
}

MarkdownView *ApplicationPane::markdownView() const
{
    return m_ui->markdownView;
}

QPlainTextEdit *ApplicationPane::noteEditor() const
{
    return m_ui->noteEdit;
}

bool ApplicationPane::showApplication(int number)
{
    if (!m_workspace) {
        clear();
        return false;
    }
    const std::optional<ApplicationSummary> application =
        m_workspace->catalog().application(number);
    IssueCache cache(m_workspace->database());
    const std::optional<Issue> issue = cache.issue(number);
    if (!application || !issue) {
        clear();
        return false;
    }

    const bool sameApplication = number == m_number;
    const int scroll = m_ui->markdownView->verticalScrollBar()->value();
    if (!sameApplication) {
        flushNote();
    }
    m_number = number;
    m_shown = application;
    showHeader(*application);

    QList<ThreadPost> posts;
    const QList<Comment> comments = cache.comments(number);
    posts.reserve(comments.size());
    for (const Comment &comment : comments) {
        posts.append({ comment.author, comment.createdAt, comment.body });
    }
    m_ui->markdownView->setThread(issue->body, posts);
    if (sameApplication) {
        m_ui->markdownView->verticalScrollBar()->setValue(scroll);
    }
    m_sourceView->setSource(issue->body, QStringLiteral("Markdown"));

    m_ui->headerFrame->show();
    m_ui->headerRule->show();
    m_ui->noteWidget->show();
    if (!sameApplication || m_noteNumber != number) {
        loadNote();
    }
    return true;
}

void ApplicationPane::reload()
{
    if (m_number != 0) {
        showApplication(m_number);
    }
}

void ApplicationPane::clear()
{
    flushNote();
    m_number = 0;
    m_noteNumber = 0;
    m_shown.reset();
    m_ui->headerFrame->hide();
    m_ui->headerRule->hide();
    m_ui->noteWidget->hide();
    m_loadingNote = true;
    m_ui->noteEdit->clear();
    m_loadingNote = false;
    m_ui->noteStatusLabel->clear();
    m_ui->markdownView->setPlaceholderMessage(
        tr("Select an application in the list to read it here."));
}

void ApplicationPane::flushNote()
{
    if (m_noteTimer && m_noteTimer->isActive()) {
        m_noteTimer->stop();
        saveNote();
    }
}

QByteArray ApplicationPane::saveState() const
{
    return m_ui->contentSplitter->saveState();
}

bool ApplicationPane::restoreState(const QByteArray &state)
{
    return m_ui->contentSplitter->restoreState(state);
}

void ApplicationPane::showHeader(const ApplicationSummary &application)
{
    m_ui->platformLabel->setText(application.platformName.isEmpty() ? application.title
                                                                    : application.platformName);
    m_ui->numberLabel->setText(tr("#%1").arg(application.number));
    m_ui->titleLabel->setText(application.title);

    const QColor stateColor = ui::reviewStateColor(application.reviewState);
    m_ui->stateBadge->setText(reviewStateDisplayName(application.reviewState));
    makePill(m_ui->stateBadge, stateColor, true);
    m_ui->stateBadge->setToolTip(application.state == QLatin1String("closed")
                                     ? tr("The issue is closed")
                                     : tr("The issue is open"));

    const QLocale locale;
    QStringList meta;
    meta << tr("Opened by %1 on %2")
                .arg(application.author.isEmpty() ? tr("ghost") : application.author,
                     locale.toString(application.createdAt.toLocalTime().date(),
                                     QLocale::LongFormat));
    meta << tr("updated %1").arg(ui::relativeTime(application.updatedAt));
    meta << ui::numerus(tr("%n comment(s)", nullptr, application.commentCount),
                        application.commentCount);
    if (application.state == QLatin1String("closed")) {
        meta << tr("closed");
    }
    m_ui->metaLabel->setText(meta.join(QStringLiteral("  ·  ")));
    m_ui->metaLabel->setToolTip(
        tr("Opened %1\nUpdated %2")
            .arg(ui::fullDateTime(application.createdAt), ui::fullDateTime(application.updatedAt)));

    if (MarkdownView::isOpenableLink(application.htmlUrl)) {
        const QString href = application.htmlUrl.toString(QUrl::FullyEncoded).toHtmlEscaped();
        m_ui->openOnGitHubLabel->setText(QStringLiteral("<a href=\"%1\">%2</a>")
                                             .arg(href, tr("Open on GitHub").toHtmlEscaped()));
        m_ui->openOnGitHubLabel->setToolTip(application.htmlUrl.toString(QUrl::FullyEncoded));
        m_ui->openOnGitHubLabel->show();
    } else {
        m_ui->openOnGitHubLabel->hide();
    }
    showLabels(application.labels);
}

void ApplicationPane::showLabels(const QStringList &labels)
{
    m_labelsLayout->clear();
    QHash<QString, QColor> colors;
    if (m_workspace) {
        const QList<Label> known = IssueCache(m_workspace->database()).labels();
        for (const Label &label : known) {
            const QColor color(QLatin1Char('#') + label.color);
            if (color.isValid()) {
                colors.insert(label.name.toLower(), color);
            }
        }
    }
    for (const QString &name : labels) {
        auto *chip = new QLabel(m_ui->labelsContainer);
        chip->setTextFormat(Qt::PlainText);
        chip->setText(name);
        chip->setAccessibleName(tr("Label %1").arg(name));
        const QColor background = colors.value(name.toLower(), QColor(0xea, 0xee, 0xf2));
        makePill(chip, background, false);
        m_labelsLayout->addWidget(chip);
        chip->show();
    }
    m_ui->labelsContainer->setVisible(!labels.isEmpty());
    m_ui->labelsContainer->updateGeometry();
}

void ApplicationPane::loadNote()
{
    m_noteTimer->stop();
    m_noteNumber = m_number;
    m_loadingNote = true;
    if (m_workspace && m_number != 0) {
        ReviewerStore store(m_workspace->database());
        m_ui->noteEdit->setPlainText(store.applicationNote(m_number));
        const QDateTime updated = store.applicationNoteUpdatedAt(m_number);
        m_ui->noteStatusLabel->setText(
            updated.isValid() ? tr("Saved %1").arg(ui::relativeTime(updated)) : QString());
    } else {
        m_ui->noteEdit->clear();
        m_ui->noteStatusLabel->clear();
    }
    m_loadingNote = false;
}

void ApplicationPane::saveNote()
{
    if (!m_workspace || m_noteNumber == 0) {
        return;
    }
    ReviewerStore store(m_workspace->database());
    if (store.setApplicationNote(m_noteNumber, m_ui->noteEdit->toPlainText())) {
        m_ui->noteStatusLabel->setText(tr("Saved"));
        emit noteSaved(m_noteNumber);
    } else {
        m_ui->noteStatusLabel->setText(tr("Not saved"));
        emit statusMessage(tr("The note could not be saved: %1").arg(store.errorString()), 0);
    }
}

void ApplicationPane::applyHeaderStyle()
{
    QFont platformFont = font();
    if (platformFont.pointSizeF() > 0) {
        platformFont.setPointSizeF(platformFont.pointSizeF() * 1.45);
    }
    platformFont.setWeight(QFont::DemiBold);
    m_ui->platformLabel->setFont(platformFont);
    QFont numberFont = platformFont;
    numberFont.setWeight(QFont::Normal);
    m_ui->numberLabel->setFont(numberFont);

    QFont titleFont = font();
    if (titleFont.pointSizeF() > 0) {
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.05);
    }
    m_ui->titleLabel->setFont(titleFont);

    QFont headingFont = font();
    headingFont.setWeight(QFont::DemiBold);
    m_ui->noteHeading->setFont(headingFont);

    QPalette muted = palette();
    muted.setColor(QPalette::WindowText, mutedColor(palette()));
    m_ui->numberLabel->setPalette(muted);
    m_ui->metaLabel->setPalette(muted);
    m_ui->noteHint->setPalette(muted);
    m_ui->noteStatusLabel->setPalette(muted);
    QPalette rule = palette();
    rule.setColor(QPalette::WindowText, palette().color(QPalette::Mid));
    m_ui->headerRule->setPalette(rule);
}

void ApplicationPane::openOnGitHub(const QString &link)
{
    const QUrl url(link);
    if (!MarkdownView::isOpenableLink(url)) {
        emit statusMessage(tr("Link not opened: %1 is not a web address.").arg(link), 10000);
        return;
    }
    if (!QDesktopServices::openUrl(url)) {
        emit statusMessage(tr("Could not hand %1 to the web browser.").arg(link), 10000);
    }
}

void ApplicationPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The derived fonts and colours are set on the children, so this does not recurse.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyHeaderStyle();
    }
}

} // namespace acp
