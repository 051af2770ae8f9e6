/**
 * The messages of the forms' checks (services/enquiries/enquiry-forms.ts), shown beside a field. The schemas
 * run in the browser too, which must not load the whole catalogue: they import this module, and the catalogue
 * holds it (`enquiry.check.…`). `{{max}}` is filled where the check knows it.
 */
export const frLuEnquiryChecks = {
  notAllowed: 'Ce champ contient des caractères non autorisés.',
  invisibleInName:
    'Ce champ contient des caractères invisibles (sens d’écriture, espace sans largeur)\u202f: retirez-les.',
  tooLong: '{{max}} caractères au plus.',
  messageMissing: 'Écrivez votre message.',
  messageTooLong: 'Votre message dépasse 2\u202f000 caractères.',
  messageNotAllowed: 'Votre message contient des caractères non autorisés.',
  year: 'Indiquez une année entre 1950 et {{max}}.',
  mileage: 'Indiquez un kilométrage entre 0 et 1\u202f500\u202f000 km.',
  plateMissing: 'Indiquez la plaque d’immatriculation.',
  plateInvalid: 'Indiquez une plaque valide, par exemple AB 1234.',
  tyreSizeMissing: 'Indiquez la dimension des pneus.',
  tyreSizeInvalid: 'Indiquez la dimension inscrite sur le flanc, par exemple 205/55 R16 91V.',
  location: 'Choisissez une concession.',
  vehicle: 'Ce véhicule n’est pas reconnu.',
  date: 'Choisissez une date.',
  time: 'Choisissez une heure.',
  civility: 'Choisissez une civilité.',
  firstName: 'Indiquez votre prénom.',
  lastName: 'Indiquez votre nom.',
  emailMissing: 'Indiquez votre adresse e-mail.',
  emailTooLong: 'Cette adresse e-mail est trop longue.',
  emailInvalid: 'Indiquez une adresse e-mail valide, par exemple prenom.nom@exemple.lu.',
  /** Asked only of a visitor who prefers to be called. */
  phoneMissing: 'Indiquez le numéro auquel vous appeler, ou choisissez d’être contacté(e) par e-mail.',
  phoneTooLong: 'Ce numéro est trop long.',
  phoneInvalid:
    'Indiquez un numéro valide\u202f: avec l’indicatif du pays, par exemple +33 6 12 34 56 78, sauf pour un numéro luxembourgeois.',
  preferredContact: 'Indiquez comment vous préférez être contacté(e).',
  privacyConsent: 'Acceptez la politique de traitement des données pour envoyer votre demande.',
  brand: 'Choisissez une marque.',
  model: 'Choisissez un modèle.',
  tradeInMakeMissing: 'Indiquez la marque du véhicule à reprendre.',
  tradeInModelMissing: 'Indiquez le modèle du véhicule à reprendre.',
  tradeInMake: 'Indiquez la marque.',
  tradeInModel: 'Indiquez le modèle.',
  subject: 'Choisissez l’objet de votre message.',
  offer: 'Cette offre n’est pas reconnue.',
  duration: 'Choisissez une durée.',
  annualKm: 'Choisissez un kilométrage annuel.',
  colour: 'Choisissez une couleur.',
  vehicleMake: 'Indiquez la marque du véhicule.',
  vehicleModel: 'Indiquez le modèle du véhicule.',
  /** The workshop form: a vehicle named by its make and model when its plate is left blank. */
  vehicleMakeOrPlate: 'Indiquez la marque du véhicule, ou sa plaque d’immatriculation.',
  vehicleModelOrPlate: 'Indiquez le modèle du véhicule, ou sa plaque d’immatriculation.',
  season: 'Choisissez une saison.',
  quantity: 'Indiquez un nombre de pneus entre 1 et 8.',
  rims: 'Dites-nous si vous souhaitez aussi des jantes.',
  service: 'Choisissez une prestation.',
  company: 'Indiquez le nom de la société.',
  vatNumberMissing: 'Indiquez le numéro de TVA de la société.',
  vatNumberCountry:
    'Indiquez un numéro de TVA intracommunautaire précédé du code de son pays, par exemple LU26375245 ou BE0123456789.',
  vatNumberFormat: 'Ce numéro de TVA n’a pas la forme d’un numéro intracommunautaire\u202f: vérifiez-le.',
  vatNumberLuFormat:
    'Indiquez un numéro de TVA luxembourgeois complet\u202f: LU suivi de 8 chiffres, par exemple LU26375245.',
  vatNumberLuCheckDigits:
    'Ce numéro de TVA luxembourgeois n’est pas valide\u202f: ses deux derniers chiffres ne correspondent pas aux six premiers. Vérifiez-le.',
  fleetSize: 'Indiquez le nombre de véhicules de votre flotte actuelle (0 si vous n’en avez pas).',
  vehiclesWanted: 'Indiquez le nombre de véhicules souhaités, entre 1 et 500.',
  businessPhoneMissing: 'Indiquez le numéro de téléphone de la personne de contact.',
  job: 'Cette offre d’emploi n’est pas reconnue.',
  cvMissing: 'Joignez votre CV en PDF.',
  documentNotPdf:
    'Ce fichier n’est pas un PDF\u202f: enregistrez votre document au format PDF, puis joignez-le à nouveau.',
  documentTooLarge: 'Ce fichier dépasse 5\u202fMo\u202f: joignez un PDF plus léger.',
  /** A field no form has: a tampered request, answered above the form. */
  unknownFields: 'Le formulaire contient des champs inconnus.',
} as const;
