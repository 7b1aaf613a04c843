// The JSON reader (see json_reader.hpp): recursive descent over the text.
#include "core/json_reader.hpp"

namespace rb {
namespace {

constexpr int kMaxDepth = 32;

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  bool value(JsonValue& out, int depth) {
    if (depth > kMaxDepth) return fail("nested too deep");
    space();
    if (at_end()) return fail("a value is missing");
    const char c = text_[at_];
    if (c == '{') return object(out, depth);
    if (c == '[') return array(out, depth);
    if (c == '"') {
      out.kind = JsonValue::Kind::string;
      return string(out.text);
    }
    if (word("true")) {
      out.kind = JsonValue::Kind::boolean;
      out.boolean = true;
      return true;
    }
    if (word("false")) {
      out.kind = JsonValue::Kind::boolean;
      return true;
    }
    if (word("null")) return true;
    return number(out);
  }

  bool finish() {
    space();
    return at_end() || fail("text after the value");
  }
  const std::string& error() const { return error_; }

 private:
  bool at_end() const { return at_ >= text_.size(); }
  void space() {
    while (!at_end() &&
           (text_[at_] == ' ' || text_[at_] == '\n' || text_[at_] == '\r' || text_[at_] == '\t')) {
      ++at_;
    }
  }
  bool fail(const std::string& why) {
    if (error_.empty()) error_ = why + " at character " + std::to_string(at_);
    return false;
  }
  bool word(std::string_view w) {
    if (text_.substr(at_, w.size()) != w) return false;
    at_ += w.size();
    return true;
  }
  bool expect(char c) {
    space();
    if (at_end() || text_[at_] != c) return fail(std::string("'") + c + "' expected");
    ++at_;
    return true;
  }

  bool object(JsonValue& out, int depth) {
    out.kind = JsonValue::Kind::object;
    ++at_;
    space();
    if (!at_end() && text_[at_] == '}') {
      ++at_;
      return true;
    }
    while (true) {
      space();
      std::string name;
      if (at_end() || text_[at_] != '"') return fail("a member's name expected");
      if (!string(name) || !expect(':')) return false;
      out.names.push_back(std::move(name));
      out.items.emplace_back();
      if (!value(out.items.back(), depth + 1)) return false;
      space();
      if (!at_end() && text_[at_] == ',') {
        ++at_;
        continue;
      }
      return expect('}');
    }
  }

  bool array(JsonValue& out, int depth) {
    out.kind = JsonValue::Kind::array;
    ++at_;
    space();
    if (!at_end() && text_[at_] == ']') {
      ++at_;
      return true;
    }
    while (true) {
      out.items.emplace_back();
      if (!value(out.items.back(), depth + 1)) return false;
      space();
      if (!at_end() && text_[at_] == ',') {
        ++at_;
        continue;
      }
      return expect(']');
    }
  }

  static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }

  // UTF-8 of a code point (surrogates are kept as they come: the server sends none).
  static void append_utf8(std::string& out, unsigned code) {
    if (code < 0x80) {
      out += char(code);
    } else if (code < 0x800) {
      out += char(0xc0 | (code >> 6));
      out += char(0x80 | (code & 0x3f));
    } else {
      out += char(0xe0 | (code >> 12));
      out += char(0x80 | ((code >> 6) & 0x3f));
      out += char(0x80 | (code & 0x3f));
    }
  }

  bool string(std::string& out) {
    ++at_;  // the opening quote
    while (!at_end()) {
      const char c = text_[at_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return fail("a control character in a string");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (at_end()) break;
      const char e = text_[at_++];
      switch (e) {
        case '"':
        case '\\':
        case '/':
          out += e;
          break;
        case 'n':
          out += '\n';
          break;
        case 't':
          out += '\t';
          break;
        case 'r':
          out += '\r';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'u': {
          unsigned code = 0;
          for (int i = 0; i < 4; ++i) {
            const int d = at_end() ? -1 : hex_digit(text_[at_++]);
            if (d < 0) return fail("a bad \\u escape");
            code = code * 16 + unsigned(d);
          }
          append_utf8(out, code);
          break;
        }
        default:
          return fail("a bad escape");
      }
    }
    return fail("a string is not closed");
  }

  // Digits from here: how many, and their value (into `value`, scaled by ten each).
  int digits(double& value) {
    int count = 0;
    while (!at_end() && text_[at_] >= '0' && text_[at_] <= '9') {
      value = value * 10 + (text_[at_++] - '0');
      ++count;
    }
    return count;
  }

  // A number as JSON writes it: -?digits(.digits)?([eE][+-]?digits)? (read here rather than
  // by strtod, whose long double arithmetic would weigh kilobytes of a page).
  bool number(JsonValue& out) {
    const size_t start = at_;
    const bool negative = !at_end() && text_[at_] == '-';
    if (negative) ++at_;
    double value = 0;
    if (digits(value) == 0) {
      at_ = start;
      return fail("a value expected");
    }
    if (!at_end() && text_[at_] == '.') {
      ++at_;
      double fraction = 0;
      const int places = digits(fraction);
      if (places == 0) return fail("a bad number");
      for (int i = 0; i < places; ++i) fraction /= 10;
      value += fraction;
    }
    if (!at_end() && (text_[at_] == 'e' || text_[at_] == 'E')) {
      ++at_;
      const bool down = !at_end() && text_[at_] == '-';
      if (!at_end() && (text_[at_] == '-' || text_[at_] == '+')) ++at_;
      double exponent = 0;
      if (digits(exponent) == 0 || exponent > 308) return fail("a bad number");
      for (int i = 0; i < int(exponent); ++i) value = down ? value / 10 : value * 10;
    }
    out.number = negative ? -value : value;
    out.kind = JsonValue::Kind::number;
    return true;
  }

  std::string_view text_;
  size_t at_ = 0;
  std::string error_;
};

}  // namespace

const JsonValue* JsonValue::find(std::string_view name) const {
  if (kind != Kind::object) return nullptr;
  for (size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return &items[i];
  }
  return nullptr;
}

int JsonValue::number_of(std::string_view name, int fallback) const {
  const JsonValue* v = find(name);
  // (Only a whole number an int holds: converting any other would be undefined.)
  if (v == nullptr || v->kind != Kind::number || !(v->number >= -2147483648.0) ||
      !(v->number <= 2147483647.0) || v->number != double(int(v->number))) {
    return fallback;
  }
  return int(v->number);
}

std::string JsonValue::text_of(std::string_view name) const {
  const JsonValue* v = find(name);
  return v != nullptr && v->kind == Kind::string ? v->text : std::string();
}

bool JsonValue::flag_of(std::string_view name) const {
  const JsonValue* v = find(name);
  return v != nullptr && v->kind == Kind::boolean && v->boolean;
}

std::optional<JsonValue> read_json(std::string_view text, std::string* error) {
  Reader reader(text);
  JsonValue value;
  if (!reader.value(value, 0) || !reader.finish()) {
    if (error != nullptr) *error = reader.error();
    return std::nullopt;
  }
  return value;
}

}  // namespace rb
