export { LanguageSuggestion as default } from "../../components/layout/language-suggestion.tsx";
