#pragma once

#include <QFile>
#include <QIODevice>
#include <QStringDecoder>

#include <cstdio>

namespace acp {

// What the command line prints, on its way to stdout or stderr: every character the terminal
// could take for a command or that hides or reorders text (C0 and C1 controls, ESC among them,
// bidi controls, zero-width and tag characters, U+2028/U+2029: text::displayMultiline) becomes
// U+FFFD, whatever printed it: a title, a comment, a server's error message. Line breaks and
// tabs stay. JSON is escaped before it gets here (text::jsonForTerminal), so it arrives as
// ASCII escapes and passes unchanged.
//
//   TerminalOutput device(stdout);
//   QTextStream out(&device); // UTF-8
class TerminalOutput : public QIODevice
{
public:
    explicit TerminalOutput(FILE *stream, QObject *parent = nullptr);
    ~TerminalOutput() override;

    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    void emitText(QString text, bool final);

    QFile m_file;
    QStringDecoder m_decoder { QStringDecoder::Utf8 };
    bool m_pendingCarriageReturn = false; // a \r at the end of one write, maybe \r\n
};

} // namespace acp
