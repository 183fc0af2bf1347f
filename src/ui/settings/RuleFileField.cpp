#include "ui/settings/RuleFileField.h"

#include "core/review/LabelMappingFile.h"
#include "core/voting/EligibilityRule.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace acp {

RuleFileField::RuleFileField(const QString &defaultText, const QString &dialogTitle,
                             Validator validator, QWidget *parent)
    : QWidget(parent)
    , m_defaultText(defaultText)
    , m_validator(std::move(validator))
{
    m_pathLabel = new QLabel(this);
    m_pathLabel->setObjectName(QStringLiteral("ruleFilePath"));
    m_pathLabel->setTextFormat(Qt::PlainText);
    m_pathLabel->setWordWrap(true);
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problemLabel = new QLabel(this);
    m_problemLabel->setObjectName(QStringLiteral("ruleFileProblem"));
    m_problemLabel->setTextFormat(Qt::PlainText);
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setForegroundRole(QPalette::BrightText);
    m_problemLabel->setBackgroundRole(QPalette::Dark);
    m_problemLabel->setAutoFillBackground(true);
    m_problemLabel->setMargin(4);
    m_problemLabel->hide();

    m_choose = new QPushButton(tr("Choose File…"), this);
    m_choose->setObjectName(QStringLiteral("ruleFileChooseButton"));
    m_default = new QPushButton(tr("Use Default"), this);
    m_default->setObjectName(QStringLiteral("ruleFileDefaultButton"));
    m_chooseFile = [dialogTitle](QWidget *parentWidget, const QString &start) {
        return QFileDialog::getOpenFileName(parentWidget, dialogTitle, start,
                                            tr("Rule files (*.json);;All files (*)"));
    };
    connect(m_choose, &QPushButton::clicked, this, [this] {
        const QString start =
            m_path.isEmpty() ? QDir::homePath() : QFileInfo(m_path).absolutePath();
        const QString file = m_chooseFile ? m_chooseFile(this, start) : QString();
        if (!file.isEmpty()) {
            setPath(file);
        }
    });
    connect(m_default, &QPushButton::clicked, this, [this] { setPath(QString()); });

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_choose);
    buttons->addWidget(m_default);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pathLabel);
    layout->addLayout(buttons);
    layout->addWidget(m_problemLabel);
    setPath(QString());
}

RuleFileField *RuleFileField::labelMapping(QWidget *parent)
{
    auto *field = new RuleFileField(
        tr("None: the names above"), tr("Label Mapping File"),
        [](const QString &path) { return LabelMappingFile::load(path, QSettings()).problem; },
        parent);
    field->setObjectName(QStringLiteral("labelMappingFile"));
    field->setAccessibleName(tr("Label mapping file"));
    return field;
}

RuleFileField *RuleFileField::eligibilityRule(QWidget *parent)
{
    auto *field = new RuleFileField(
        tr("Built in: as recorded on the roster"), tr("Eligibility Rule File"),
        [](const QString &path) { return EligibilityRuleFile::load(path).problem; }, parent);
    field->setObjectName(QStringLiteral("eligibilityRuleFile"));
    field->setAccessibleName(tr("Eligibility rule file"));
    return field;
}

RuleFileField *RuleFileField::requirementDefinition(QWidget *parent)
{
    // No check on choosing: a definition that cannot be read is named by the window's banner,
    // with the built-in one in use (RequirementDefinitionController).
    auto *field =
        new RuleFileField(tr("Built-in (the requirements of the published admission process)"),
                          tr("Requirement Definition File"), {}, parent);
    field->setObjectName(QStringLiteral("requirementsFile"));
    field->setAccessibleName(tr("Requirement definition file"));
    field->chooseButton()->setObjectName(QStringLiteral("requirementsFileButton"));
    field->defaultButton()->setObjectName(QStringLiteral("requirementsBuiltInButton"));
    return field;
}

void RuleFileField::setPath(const QString &path)
{
    const QString trimmed = path.trimmed();
    const bool changed = trimmed != m_path;
    m_path = trimmed;
    m_pathLabel->setText(m_path.isEmpty() ? m_defaultText : QDir::toNativeSeparators(m_path));
    m_problem = m_path.isEmpty() || !m_validator ? QString() : m_validator(m_path);
    m_problemLabel->setText(m_problem);
    m_problemLabel->setVisible(!m_problem.isEmpty());
    m_default->setEnabled(!m_path.isEmpty());
    setAccessibleDescription(m_problem.isEmpty() ? m_pathLabel->text() : m_problem);
    if (changed) {
        emit pathChanged(m_path);
    }
}

} // namespace acp
