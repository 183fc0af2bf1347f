#pragma once

#include <QString>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace acp {

// One replaceable rule file in the preferences (the label mapping, the eligibility rule): the
// file in use or what stands in for it, Choose File… and Use Default, and why a chosen file
// cannot be used, checked as soon as it is chosen.
class RuleFileField : public QWidget
{
    Q_OBJECT
public:
    // The file's problem, one sentence; empty when it can be used.
    using Validator = std::function<QString(const QString &path)>;
    using FileChooser = std::function<QString(QWidget *parent, const QString &start)>;

    // `defaultText`: what is used without a file; `dialogTitle`: the file dialog's.
    RuleFileField(const QString &defaultText, const QString &dialogTitle, Validator validator,
                  QWidget *parent = nullptr);

    // The fields of the preferences, each checking its file as LabelMappingFile,
    // EligibilityRuleFile and (only when the window loads it) RequirementSettings read it.
    static RuleFileField *labelMapping(QWidget *parent);
    static RuleFileField *eligibilityRule(QWidget *parent);
    static RuleFileField *requirementDefinition(QWidget *parent);

    QString path() const { return m_path; }
    void setPath(const QString &path); // empty: the default
    QString problem() const { return m_problem; }
    QPushButton *chooseButton() const { return m_choose; }
    QPushButton *defaultButton() const { return m_default; }
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

signals:
    void pathChanged(const QString &path);

private:
    QString m_defaultText;
    Validator m_validator;
    FileChooser m_chooseFile;
    QString m_path;
    QString m_problem;
    QLabel *m_pathLabel = nullptr;
    QLabel *m_problemLabel = nullptr;
    QPushButton *m_choose = nullptr;
    QPushButton *m_default = nullptr;
};

} // namespace acp
