// Browser build only: fputs and fputc, the only C library writers the bundle calls (SDL's log, and
// the platform's error and notice lines, all to stderr). Each stream gathers its characters into
// lines and hands every whole line to the page's console (stdout's to out(), every other's to
// err()), as musl's streams and Emscripten's fd_write do between them. This leaves out musl's
// writing machinery (buffers, locks, seek and close, and the page's fd_write, fd_seek and
// fd_close): about 0.65 KB of the page, gzipped. The linker takes these definitions before the
// C library's, which it then leaves out.
#ifdef __EMSCRIPTEN__

#include <emscripten/console.h>

#include <cstdio>
#include <string>

namespace {

struct ConsoleStream {
  std::string line;  // written since the last '\n'
  void (*print)(const char* line);
};

ConsoleStream out_stream{{}, _emscripten_out};
ConsoleStream error_stream{{}, _emscripten_err};

void put(FILE* stream, char c) {
  ConsoleStream& console = stream == stdout ? out_stream : error_stream;
  if (c != '\n') {
    console.line += c;
    return;
  }
  console.print(console.line.c_str());
  console.line.clear();
}

}  // namespace

extern "C" int fputs(const char* text, FILE* stream) {
  for (; *text != '\0'; ++text) put(stream, *text);
  return 0;
}

extern "C" int fputc(int c, FILE* stream) {
  put(stream, char(c));
  return c;
}

#endif
