extension StringKey {
  /// The Hebrew texts, by the key's stable name without its `notification-settings-` prefix:
  /// the package's right-to-left language, so the layout direction, the speech language and the
  /// terminal's isolation of right-to-left text are tested with real words. Every key has one
  /// (a test checks, and that its placeholders are the English text's); the note for translators
  /// is the key's own (`qqq`). Placeholders are the package's `{name}`.
  static let hebrewTexts: [String: String] = [
    "action-close": "סגירה",
    "action-close-hint": "סוגר את ההסבר.",
    "action-create-account": "יצירת חשבון",
    "action-create-account-hint": "פותח את המסך ליצירת חשבון בוויקיפדיה.",
    "action-dismiss-hint": "מסתיר את ההודעה הזאת.",
    "action-dismiss-save-error": "הסתרת שגיאת השמירה",
    "input-dismiss-save-error": "הסתרה",
    "action-help-page": "דף עזרה על התראות",
    "input-help-page": "דף עזרה",
    "action-help-page-hint": "פותח את דף העזרה באתר mediawiki.org בדפדפן.",
    "action-learn-more": "מידע נוסף על התראות",
    "input-learn-more": "מידע נוסף",
    "action-learn-more-hint": "מסביר מה הן התראות ואיך הן מגיעות אליך.",
    "action-log-in": "כניסה לחשבון",
    "action-log-in-hint": "פותח את מסך הכניסה.",
    "action-open-settings": "פתיחת ההגדרות",
    "action-open-settings-hint": "פותח את הגדרות היישום, שבהן אפשר להתיר התראות.",
    "action-retry-load": "לנסות לטעון שוב",
    "input-retry-load": "טעינה חוזרת",
    "action-retry-load-hint": "טוען שוב את הגדרות ההתראות שלך.",
    "action-retry-registration": "לנסות לרשום שוב",
    "input-retry-registration": "רישום חוזר",
    "action-retry-registration-hint": "מנסה שוב לרשום את המכשיר הזה לקבלת התראות.",
    "action-retry-defaults": "לנסות שוב לכבות את ההתראות",
    "input-retry-defaults": "כיבוי חוזר",
    "action-retry-defaults-hint": "מנסה שוב לכבות את כל ההתראות, כמו בכניסה הראשונה שלך.",
    "action-retry-save": "לנסות לשמור שוב",
    "input-retry-save": "שמירה חוזרת",
    "action-retry-save-hint": "שולח שוב את השינויים שלא נשמרו.",
    "action-retry-row": "לנסות לשמור שוב את {type}",
    "input-retry-row": "{type} שוב",
    "action-retry-row-hint": "שולח שוב את הבחירה שלך עבור ההתראה הזאת.",
    "checking": "בודקים את הגדרות ההתראות שלך מול ויקיפדיה…",
    "defaults-not-applied": "לא ניתן היה לכבות את ההתראות כברירת מחדל בחשבון שלך. {reason}",
    "learn-more-body":
      "התראות מודיעות לך כשמשהו בוויקיפדיה נוגע אליך: הודעה בדף השיחה שלך, אזכור, תודה על "
      + "עריכה או ניסיון להיכנס לחשבון שלך. הבחירות שלך נשמרות בחשבון שלך בוויקיפדיה בשפה "
      + "הראשית של היישום, וחלות על כל מכשיר שבו נכנסת לחשבון והתרת התראות. הפעלת סוג התראה "
      + "כאן גם מבקשת מהמכשיר הזה רשות להציג התראות.",
    "learn-more-title": "על התראות",
    "list-last-pair": "{first} ו{last}",
    "list-separator": ", ",
    "load-failed-announcement": "לא ניתן היה לטעון את הגדרות ההתראות שלך. {reason}",
    "load-failed-message": "לא ניתן היה לטעון את הגדרות ההתראות שלך. {reason}",
    "loading": "טוען את הגדרות ההתראות…",
    "logged-out-announcement": "יצאת מהחשבון. יש להיכנס לחשבון כדי לשנות את הגדרות ההתראות.",
    "logged-out-message":
      "התראות דחיפה דורשות חשבון בוויקיפדיה. יש להיכנס לחשבון כדי לבחור אילו התראות יגיעו "
      + "למכשיר הזה.",
    "permission-denied-announcement": "ההתראות כבויות עבור היישום הזה. אפשר להתיר אותן בהגדרות.",
    "permission-denied-message":
      "ההתראות כבויות עבור היישום הזה בהגדרות, ולכן שום התראה לא תגיע למכשיר הזה. הבחירות שלך "
      + "למטה עדיין נשמרות בחשבון שלך.",
    "reason-busy": "ויקיפדיה עמוסה. כדאי לנסות שוב בעוד רגע.",
    "reason-interrupted": "החיבור נקטע.",
    "reason-no-right": "לחשבון שלך אין הרשאה לשנות את זה.",
    "reason-not-global": "לחשבון שלך אין העדפות גלובליות בוויקי הזה.",
    "reason-not-logged-in": "לא נכנסת לחשבון.",
    "reason-offline": "לא ניתן היה להתחבר לוויקיפדיה. כדאי לבדוק את החיבור.",
    "reason-rejected": "ויקיפדיה לא קיבלה את ההגדרה הזאת.",
    "reason-wiki-error": "ויקיפדיה דיווחה על שגיאה ({code}).",
    "registration-failed-device-token":
      "המכשיר הזה לא קיבל כתובת דחיפה מהמערכת, ולכן התראות לא יכולות להגיע. {detail}",
    "registration-failed-other-account":
      "המכשיר הזה רשום להתראות של חשבון אחר. יש להיכנס לחשבון ההוא ולצאת ממנו שוב במכשיר הזה, "
      + "ואז לנסות שוב.",
    "registration-failed-subscription":
      "לא ניתן היה לרשום את המכשיר הזה בוויקיפדיה, ולכן התראות לא יכולות להגיע. {reason}",
    "row-global": "חל בכל אתרי הוויקי",
    "row-saving": "שומר…",
    "row-this-wiki-only": "בוויקי הזה בלבד",
    "row-waiting-for-permission": "ממתין לרשות…",
    "row-not-saved": "לא נשמר",
    "row-unavailable-copying": "לא זמין בזמן העתקת ההגדרות שלך",
    "row-unavailable-asking": "לא זמין עד למתן תשובה לשאלה על התראות",
    "row-unavailable-logging-out": "לא זמין בזמן היציאה מהחשבון",
    "row-label": "{title}. {description}",
    "hint-turn-on": "מפעיל את ההתראות האלה.",
    "hint-turn-off": "מכבה את ההתראות האלה.",
    "save-failed-reverted": "לא ניתן היה לשמור את {types}, ולכן ההגדרה הקודמת מוצגת שוב. {reason}",
    "save-failed-superseded":
      "לא ניתן היה לשמור את {types}. הבחירה החדשה שלך נשמרת עכשיו. {reason}",
    "save-outcome-unknown": "החיבור נותק בזמן השמירה. מוצגות ההגדרות השמורות בוויקיפדיה.",
    "saved-announcement": "הגדרות ההתראות נשמרו.",
    "scope-every-wiki": "הבחירות שלך חלות בכל אתרי הוויקי של החשבון הזה.",
    "scope-every-wiki-hint":
      "נשמר בהעדפות הגלובליות שלך: מהדורות בשפות אחרות ומיזמים אחים שולחים אותן התראות.",
    "scope-this-wiki-only": "הבחירות האלה חלות על הוויקי הזה בלבד.",
    "scope-this-wiki-only-hint":
      "אתרי ויקי אחרים שבהם נעשה שימוש בחשבון שלך שומרים על ההגדרות שלהם ועשויים עדיין לשלוח "
      + "התראות למכשיר הזה.",
    "screen-title": "התראות",
    "section-account-security": "אבטחת החשבון",
    "section-edits-and-pages": "העריכות והדפים שלך",
    "section-messages": "הודעות ואזכורים",
    "section-more": "התראות נוספות",
    "section-recognition": "תודות ואבני דרך",
    "temporary-account-announcement":
      "החשבון שלך זמני. יש להיכנס לחשבון או ליצור חשבון כדי לבחור התראות.",
    "temporary-account-message":
      "העריכה שלך נעשית עם חשבון זמני. בחירת התראות הדחיפה שיגיעו למכשיר הזה דורשת חשבון רשום "
      + "בוויקיפדיה: יש להיכנס לחשבון או ליצור חשבון.",
    "temporary-account-unsubscribe-failed-announcement":
      "לא ניתן היה להפסיק את ההתראות של המכשיר הזה עבור החשבון הזמני {user}, ולכן חלקן עוד "
      + "עשויות להגיע. {reason}",
    "type-article-linked-description": "כשדף שיצרת מקושר מדף אחר.",
    "type-article-linked-title": "קישור לדף",
    "type-cx-description": "חדשות על תרגומים שהתחלת בכלי תרגום התוכן.",
    "type-cx-title": "תרגומים",
    "type-dt-subscription-archiving-description":
      "כשדיון שנרשמת אליו מועבר לארכיון או מוסר מהדף שלו.",
    "type-dt-subscription-archiving-title": "העברת דיונים לארכיון",
    "type-dt-subscription-description": "כשמישהו עונה בדיון שנרשמת אליו.",
    "type-dt-subscription-title": "מינוי לדיון",
    "type-edit-thank-description": "כשמישהו מודה לך על עריכה.",
    "type-edit-thank-title": "תודה",
    "type-edit-user-page-description": "כשמישהו עורך את דף המשתמש שלך.",
    "type-edit-user-page-title": "עריכה בדף המשתמש שלי",
    "type-edit-user-talk-description": "כשמישהו כותב בדף השיחה שלך.",
    "type-edit-user-talk-title": "הודעה בדף השיחה",
    "type-emailuser-description": "כשמשתמש אחר שולח לך דואר אלקטרוני.",
    "type-emailuser-title": "דואר אלקטרוני ממשתמש אחר",
    "type-from-wiki-description": "סוג נוסף של התראה שוויקיפדיה הזאת מציעה.",
    "type-global-description":
      "{description} נקבע בהעדפות הגלובליות שלך: הבחירה הזאת חלה בכל אתרי הוויקי.",
    "type-login-fail-description": "כשמישהו נכשל בניסיון להיכנס לחשבון שלך.",
    "type-login-fail-title": "ניסיונות כניסה שנכשלו",
    "type-login-success-description": "כשנכנסים לחשבון שלך ממכשיר שלא שימש קודם.",
    "type-login-success-title": "כניסה ממכשיר לא מוכר",
    "type-mention-description": "כשמישהו מזכיר אותך בדיון.",
    "type-mention-failure-description": "כשאזכור שכתבת לא נמסר.",
    "type-mention-failure-title": "אזכור שנכשל",
    "type-mention-success-description": "כשאזכור שכתבת נמסר.",
    "type-mention-success-title": "אזכור שהצליח",
    "type-mention-title": "אזכור",
    "type-page-review-description": "כשדף שיצרת נבדק.",
    "type-page-review-title": "בדיקת דף",
    "type-reverted-description": "כשאחת העריכות שלך משוחזרת.",
    "type-reverted-title": "שחזור עריכה",
    "type-thank-you-edit-description": "כשהגעת לאבן דרך בעריכות שלך.",
    "type-thank-you-edit-title": "אבן דרך בעריכה",
    "type-this-wiki-only-description":
      "{description} חריגה מקומית: הבחירה הזאת חלה על הוויקי הזה בלבד.",
    "type-user-rights-description": "כשהרשאות המשתמש שלך משתנות.",
    "type-user-rights-title": "שינוי הרשאות משתמש",
    "type-wikibase-action-description": "כשדף שיצרת מקושר לפריט בוויקינתונים.",
    "type-wikibase-action-title": "קישור לוויקינתונים",
    "unsubscribe-failed-announcement":
      "ייתכן שהמכשיר הזה עוד יקבל התראות עבור {user}. הפסקתן תנוסה שוב כש־{user} ייכנס לחשבון "
      + "במכשיר הזה. {reason}",
    "updated-from-wiki-announcement": "הגדרות ההתראות שלך עודכנו מוויקיפדיה.",
    "value-off": "כבוי",
    "value-on": "פועל",
    "value-with-status": "{value}, {status}",
  ]

  /// Every key's Hebrew text (a key without one is left out, and falls back to English).
  static var hebrewTable: [StringKey: String] {
    var table: [StringKey: String] = [:]
    for key in allCases {
      let name = String(key.name.dropFirst("notification-settings-".count))
      table[key] = hebrewTexts[name] ?? hebrewMuteTexts[name]
    }
    return table
  }
}
