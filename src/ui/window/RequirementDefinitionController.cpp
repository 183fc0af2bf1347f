#include "ui/window/RequirementDefinitionController.h"

#include "core/review/RequirementSettings.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/UiSupport.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace acp {

RequirementDefinitionController::RequirementDefinitionController(Workspace &workspace,
                                                                 ChecklistPane *pane, QMenu *menu,
                                                                 QMainWindow *window)
    : QObject(window)
    , m_workspace(workspace)
    , m_pane(pane)
    , m_window(window)
{
    menu->addSeparator();
    m_chooseAction = menu->addAction(tr("Requirement &Definition…"));
    m_chooseAction->setObjectName(QStringLiteral("actionRequirementDefinition"));
    m_chooseAction->setStatusTip(
        tr("Use your own requirement definition file, or the built-in one"));
    connect(m_chooseAction, &QAction::triggered, this, &RequirementDefinitionController::choose);
    setupBanner();
}

void RequirementDefinitionController::setupBanner()
{
    // Styled like the sync banner; it does not block anything, and can be dismissed.
    m_banner = new MessageBanner(m_window);
    m_banner->setObjectName(QStringLiteral("requirementBanner"));
    m_banner->setAccessibleName(tr("Requirement definition problem"));
    m_banner->setLevel(MessageBanner::Level::Warning);
    m_banner->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *icon = new QLabel(m_banner);
    icon->setPixmap(
        m_window->style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(QSize(20, 20)));
    m_bannerLabel = new QLabel(m_banner);
    m_bannerLabel->setObjectName(QStringLiteral("requirementBannerLabel"));
    m_bannerLabel->setTextFormat(Qt::RichText);
    m_bannerLabel->setWordWrap(true);
    m_bannerLabel->setTextInteractionFlags(
        Qt::LinksAccessibleByKeyboard | Qt::LinksAccessibleByMouse | Qt::TextSelectableByMouse);
    m_bannerLabel->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    connect(m_bannerLabel, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("choose")) {
            choose();
        }
    });
    auto *close = new QToolButton(m_banner);
    close->setAutoRaise(true);
    close->setIcon(m_window->style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Dismiss"));
    close->setAccessibleName(tr("Dismiss the requirement definition message"));
    connect(close, &QToolButton::clicked, m_banner, &QWidget::hide);
    auto *layout = new QHBoxLayout(m_banner);
    layout->setContentsMargins(14, 8, 8, 8);
    layout->setSpacing(10);
    layout->addWidget(icon);
    layout->addWidget(m_bannerLabel, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    m_banner->hide();
    connect(&m_workspace, &Workspace::settingsChanged, this,
            &RequirementDefinitionController::updateBanner);
    if (auto *central = qobject_cast<QVBoxLayout *>(m_window->centralWidget()->layout())) {
        central->insertWidget(0, m_banner);
    }
    updateBanner();
}

QStringList RequirementDefinitionController::problems() const
{
    QStringList found;
    if (m_workspace.requirementDefinition().hasProblem()) {
        found.append(m_workspace.requirementDefinition().problemText());
    }
    // The other rule files a co-chair can replace fall back the same way, and say so here.
    if (const QString problem = m_workspace.labelMapping().problem; !problem.isEmpty()) {
        found.append(tr("The label mapping cannot be used: %1 The label names of the preferences "
                        "are in use.")
                         .arg(problem));
    }
    if (const QString problem = m_workspace.eligibilityRule().problem; !problem.isEmpty()) {
        found.append(tr("The eligibility rule cannot be used: %1 Votes open under the built-in "
                        "rule (as recorded on the roster).")
                         .arg(problem));
    }
    return found;
}

void RequirementDefinitionController::updateBanner()
{
    const QStringList found = problems();
    if (found.isEmpty()) {
        m_banner->hide();
        m_bannerLabel->clear();
        return;
    }
    QString text = found.join(QLatin1Char('\n'))
                       .toHtmlEscaped()
                       .replace(QLatin1Char('\n'), QLatin1String("<br>"));
    if (m_workspace.requirementDefinition().hasProblem()) {
        text += QStringLiteral(" &nbsp;<a href=\"choose\">%1</a>")
                    .arg(tr("Choose another definition…").toHtmlEscaped());
    }
    m_bannerLabel->setText(text);
    m_banner->show();
}

QString RequirementDefinitionController::problemMessage() const
{
    return m_banner->isHidden() ? QString() : problems().join(QLatin1Char('\n'));
}

void RequirementDefinitionController::reload()
{
    m_pane->flushNote();
    // The checklist and the list follow the workspace's requirementsChanged().
    m_workspace.reloadRequirements();
    updateBanner();
    const RequirementDefinition &definition = m_workspace.requirementDefinition();
    if (!definition.hasProblem()) {
        const RequirementSet &set = definition.requirements;
        emit statusMessage(
            set.isBuiltIn()
                ? tr("Using the built-in requirement definition (version %1).").arg(set.version())
                : tr("Using the requirement definition %1 (version %2).")
                      .arg(QDir::toNativeSeparators(set.source()), set.version()),
            ui::StatusMessageTimeoutMs);
    }
}

void RequirementDefinitionController::choose()
{
    const RequirementDefinition &definition = m_workspace.requirementDefinition();
    const RequirementSet &set = definition.requirements;
    QMessageBox box(
        QMessageBox::Question, tr("Requirement Definition"),
        set.isBuiltIn()
            ? tr("The checklist uses the built-in requirement definition "
                 "(version %1, %2).")
                  .arg(set.version(), QLocale().toString(set.date(), QLocale::ShortFormat))
            : tr("The checklist uses the requirement definition %1 (version %2, "
                 "%3).")
                  .arg(QDir::toNativeSeparators(set.source()), set.version(),
                       QLocale().toString(set.date(), QLocale::ShortFormat)),
        QMessageBox::Cancel, m_window);
    box.setInformativeText(tr("Choose a JSON definition file of your own (the Working Group "
                              "may amend its process), or go back to the built-in one. "
                              "Statuses you set stay stored either way."));
    QPushButton *chooseButton = box.addButton(tr("Choose File…"), QMessageBox::ActionRole);
    QPushButton *builtInButton =
        box.addButton(tr("Use the Built-in Definition"), QMessageBox::ActionRole);
    QSettings settings;
    builtInButton->setEnabled(!RequirementSettings::path(settings).isEmpty() || !set.isBuiltIn());
    box.setDefaultButton(chooseButton);
    box.exec();
    if (box.clickedButton() == builtInButton) {
        RequirementSettings::setPath(settings, QString());
    } else if (box.clickedButton() == chooseButton) {
        const QString current =
            definition.path.isEmpty() ? RequirementSettings::path(settings) : definition.path;
        const QString path = QFileDialog::getOpenFileName(
            m_window, tr("Choose a Requirement Definition"),
            current.isEmpty() ? QString() : QFileInfo(current).absolutePath(),
            tr("Requirement definitions (*.json);;All files (*)"));
        if (path.isEmpty()) {
            return;
        }
        RequirementSettings::setPath(settings, path);
    } else {
        return;
    }
    settings.sync();
    reload();
}

} // namespace acp
