import { messages } from "@thalassa/contract/messages";

/**
 * The route error screen's texts. Kept apart from the catalogues because that screen may render
 * without the root's data (a refused post runs no loader), so its few words ship with the page.
 */
export const errorScreen = {
  en: { sorry: "Sorry", routeError: messages.routeError, backHome: "Back to Home Page" },
  el: {
    sorry: "Λυπούμαστε",
    routeError: "Κάτι πήγε στραβά. Δοκιμάστε ξανά!",
    backHome: "Επιστροφή στην αρχική σελίδα",
  },
  ru: {
    sorry: "Извините",
    routeError: "Что-то пошло не так. Попробуйте ещё раз!",
    backHome: "Вернуться на главную",
  },
} as const;
