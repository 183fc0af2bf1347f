#include "core/cli/TerminalOutput.h"

#include "core/text/DisplayText.h"

namespace acp {

TerminalOutput::TerminalOutput(FILE *stream, QObject *parent)
    : QIODevice(parent)
{
    m_file.open(stream, QIODevice::WriteOnly | QIODevice::Unbuffered);
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalOutput::~TerminalOutput()
{
    emitText(QString(), true);
}

qint64 TerminalOutput::readData(char *, qint64)
{
    return -1;
}

qint64 TerminalOutput::writeData(const char *data, qint64 size)
{
    // The decoder keeps a character split between two writes until its last byte arrives.
    emitText(m_decoder.decode(QByteArrayView(data, size)), false);
    return size;
}

void TerminalOutput::emitText(QString text, bool final)
{
    if (m_pendingCarriageReturn) {
        text.prepend(QLatin1Char('\r'));
        m_pendingCarriageReturn = false;
    }
    if (!final && text.endsWith(QLatin1Char('\r'))) {
        text.chop(1);
        m_pendingCarriageReturn = true;
    }
    if (text.isEmpty()) {
        return;
    }
    const QByteArray bytes = text::displayMultiline(text).toUtf8();
    m_file.write(bytes);
    m_file.flush();
}

} // namespace acp
