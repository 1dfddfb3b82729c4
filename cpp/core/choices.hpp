// The names of an enum's values, declared once beside the enum: a table of { name, value } in
// the order the page lists them. The parameter table's choices, reading a name into the enum and
// naming a value are all derived from that table, by name and by value, never by position, so
// reordering or adding a value is one line beside its enum.
//
// Rule: every enum that a request names by a string has a Choices<Enum> specialisation beside it,
// giving its parameter's name and its table (params.cpp lists the choices with choiceSpec<Enum>()).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace pe {

template <class Enum>
struct Named {
  const char* name;
  Enum value;
};

// Specialised beside each enum:
//   template <> struct Choices<Layout> {
//     static constexpr const char* parameter = "layout";
//     static constexpr Named<Layout> names[] = {{"interleaved", Layout::Interleaved}, ...};
//   };
template <class Enum>
struct Choices;

// Throws InvalidArgument naming the parameter and every choice it takes (params.cpp).
[[noreturn]] void refuseChoice(const char* parameter, const std::string& name);

// The enum named `name`, or InvalidArgument listing its parameter's choices.
template <class Enum>
Enum parseChoice(const std::string& name) {
  for (const Named<Enum>& entry : Choices<Enum>::names) {
    if (name == entry.name) return entry.value;
  }
  refuseChoice(Choices<Enum>::parameter, name);
}

// The name of one value (every value has one: the table is checked in tests/cpp/test_params.cpp).
template <class Enum>
const char* choiceName(Enum value) {
  for (const Named<Enum>& entry : Choices<Enum>::names) {
    if (entry.value == value) return entry.name;
  }
  return "";
}

// Every name, in the table's order: the parameter table's choices.
template <class Enum>
std::vector<const char*> choiceNames() {
  std::vector<const char*> names;
  for (const Named<Enum>& entry : Choices<Enum>::names) names.push_back(entry.name);
  return names;
}

}  // namespace pe
