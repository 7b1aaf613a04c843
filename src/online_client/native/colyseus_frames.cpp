// Colyseus 0.16's frames for the native online client (see colyseus_frames.hpp), msgpack by
// msgpack-cxx.
#include "online_client/native/colyseus_frames.hpp"

#include <cmath>
#include <msgpack.hpp>

#include "core/json_reader.hpp"
#include "core/json_text.hpp"

namespace rb::online_client {
namespace {

constexpr uint8_t kJoinRoom = 10;
constexpr uint8_t kError = 11;
constexpr uint8_t kLeaveRoom = 12;
constexpr uint8_t kRoomData = 13;
constexpr int kDeepest = 32;

bool append_json(std::string& out, const msgpack::object& o, int depth) {
  if (depth > kDeepest) return false;
  switch (o.type) {
    case msgpack::type::NIL:
      out += "null";
      return true;
    case msgpack::type::BOOLEAN:
      out += o.via.boolean ? "true" : "false";
      return true;
    case msgpack::type::POSITIVE_INTEGER:
      out += std::to_string(o.via.u64);
      return true;
    case msgpack::type::NEGATIVE_INTEGER:
      out += std::to_string(o.via.i64);
      return true;
    case msgpack::type::FLOAT32:
    case msgpack::type::FLOAT64: {
      if (!std::isfinite(o.via.f64)) return false;
      char number[32];
      std::snprintf(number, sizeof number, "%.17g", o.via.f64);
      out += number;
      return true;
    }
    case msgpack::type::STR:
      out += json_quoted(std::string_view(o.via.str.ptr, o.via.str.size));
      return true;
    case msgpack::type::ARRAY:
      out += '[';
      for (uint32_t i = 0; i < o.via.array.size; ++i) {
        if (i > 0) out += ',';
        if (!append_json(out, o.via.array.ptr[i], depth + 1)) return false;
      }
      out += ']';
      return true;
    case msgpack::type::MAP:
      out += '{';
      for (uint32_t i = 0; i < o.via.map.size; ++i) {
        const msgpack::object_kv& kv = o.via.map.ptr[i];
        if (kv.key.type != msgpack::type::STR) return false;
        if (i > 0) out += ',';
        out += json_quoted(std::string_view(kv.key.via.str.ptr, kv.key.via.str.size));
        out += ':';
        if (!append_json(out, kv.val, depth + 1)) return false;
      }
      out += '}';
      return true;
    default:
      return false;  // (bin, ext: the server sends none)
  }
}

ServerFrame unreadable(std::string why) {
  ServerFrame frame;
  frame.kind = FrameKind::unreadable;
  frame.error = std::move(why);
  return frame;
}

// One msgpack value of `bytes` from `offset` on (offset moves past it).
std::optional<msgpack::object_handle> unpack_one(std::string_view bytes, size_t& offset) {
  try {
    return msgpack::unpack(bytes.data(), bytes.size(), offset);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

void pack_json(msgpack::packer<msgpack::sbuffer>& out, const JsonValue& value) {
  switch (value.kind) {
    case JsonValue::Kind::null:
      out.pack_nil();
      break;
    case JsonValue::Kind::boolean:
      value.boolean ? out.pack_true() : out.pack_false();
      break;
    case JsonValue::Kind::number:
      if (value.number == std::floor(value.number) && std::fabs(value.number) < 9e15) {
        out.pack_int64(int64_t(value.number));
      } else {
        out.pack_double(value.number);
      }
      break;
    case JsonValue::Kind::string:
      out.pack_str(uint32_t(value.text.size()));
      out.pack_str_body(value.text.data(), uint32_t(value.text.size()));
      break;
    case JsonValue::Kind::array:
      out.pack_array(uint32_t(value.items.size()));
      for (const JsonValue& item : value.items) pack_json(out, item);
      break;
    case JsonValue::Kind::object:
      out.pack_map(uint32_t(value.items.size()));
      for (size_t i = 0; i < value.items.size(); ++i) {
        out.pack_str(uint32_t(value.names[i].size()));
        out.pack_str_body(value.names[i].data(), uint32_t(value.names[i].size()));
        pack_json(out, value.items[i]);
      }
      break;
  }
}

}  // namespace

ServerFrame read_server_frame(std::string_view bytes) {
  if (bytes.empty()) return unreadable("an empty frame");
  const auto code = uint8_t(bytes[0]);
  ServerFrame frame;
  if (code == kJoinRoom) {
    // [10, token length, token, serializer length, serializer id, handshake...]
    if (bytes.size() < 2 || bytes.size() < 2 + size_t(uint8_t(bytes[1]))) {
      return unreadable("a join frame cut short");
    }
    frame.kind = FrameKind::joined;
    frame.token = std::string(bytes.substr(2, uint8_t(bytes[1])));
    return frame;
  }
  if (code == kLeaveRoom) {
    frame.kind = FrameKind::leave;
    return frame;
  }
  size_t offset = 1;
  if (code == kError) {
    auto number = unpack_one(bytes, offset);
    auto words = number ? unpack_one(bytes, offset) : std::nullopt;
    if (!words || words->get().type != msgpack::type::STR) return unreadable("an error frame");
    frame.kind = FrameKind::error;
    const msgpack::object& n = number->get();
    frame.code = n.type == msgpack::type::POSITIVE_INTEGER ? int(n.via.u64) : 0;
    frame.error = std::string(words->get().via.str.ptr, words->get().via.str.size);
    return frame;
  }
  if (code != kRoomData) return frame;  // (state frames: the rooms have no state)
  auto type = unpack_one(bytes, offset);
  if (!type || type->get().type != msgpack::type::STR)
    return unreadable("a message without a type");
  frame.kind = FrameKind::message;
  frame.type = std::string(type->get().via.str.ptr, type->get().via.str.size);
  if (offset >= bytes.size()) return frame;
  auto payload = unpack_one(bytes, offset);
  if (!payload) return unreadable("a " + frame.type + " message that does not decode");
  const msgpack::object& o = payload->get();
  if (o.type == msgpack::type::STR) {
    frame.json = std::string(o.via.str.ptr, o.via.str.size);
  } else if (!append_json(frame.json, o, 0)) {
    return unreadable("a " + frame.type + " message that is no JSON value");
  }
  return frame;
}

std::string join_acknowledgement() {
  return std::string(1, char(kJoinRoom));
}

std::string leave_frame() {
  return std::string(1, char(kLeaveRoom));
}

std::string room_message(std::string_view type, std::string_view json_object) {
  msgpack::sbuffer buffer;
  buffer.write(reinterpret_cast<const char*>(&kRoomData), 1);
  msgpack::packer<msgpack::sbuffer> out(buffer);
  out.pack_str(uint32_t(type.size()));
  out.pack_str_body(type.data(), uint32_t(type.size()));
  if (!json_object.empty()) {
    if (const std::optional<JsonValue> value = read_json(json_object, nullptr)) {
      pack_json(out, *value);
    }
  }
  return std::string(buffer.data(), buffer.size());
}

}  // namespace rb::online_client
