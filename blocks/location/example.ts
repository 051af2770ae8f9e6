import type { BlockMap } from '@/vocabulary/block-types';

export const locationExample: BlockMap['location'] = {
  "_uid": "example-location",
  "component": "location",
  "name": "Autopolis Niederkorn",
  "role": "dealership",
  "intro": "Sur la route de Pétange, au cœur du sud-ouest du pays : Opel, Kia, Suzuki, MG et Isuzu, un atelier, un hôtel à pneus et un espace dédié aux véhicules utilitaires.",
  "image": {
    "id": 2,
    "alt": "Illustration de la concession Autopolis de Niederkorn, showroom et atelier au pied des collines",
    "name": "",
    "focus": "",
    "title": "",
    "filename": "/assets/1600x900/site-niederkorn.svg",
    "copyright": "",
    "fieldtype": "asset",
    "is_external_url": false
  },
  "street": "45, route de Pétange",
  "postal_code": "L-4645",
  "locality": "Niederkorn",
  "latitude": "49.5367",
  "longitude": "5.8920",
  "phone": "+352 26 58 21 00",
  "email": "niederkorn@autopolis.lu",
  "route": {
    "id": "",
    "url": "https://www.google.com/maps/dir/?api=1&destination=49.5367,5.8920",
    "linktype": "url",
    "fieldtype": "multilink",
    "cached_url": "https://www.google.com/maps/dir/?api=1&destination=49.5367,5.8920"
  },
  "brands_sold": [
    "opel",
    "kia",
    "mg",
    "suzuki",
    "isuzu"
  ],
  "brands_serviced": [
    "opel",
    "kia",
    "mg",
    "suzuki",
    "isuzu"
  ],
  "showroom_hours": [
    {
      "_uid": "example-location-showroom-0",
      "component": "opening_range",
      "day": "monday",
      "opens": "08:30",
      "closes": "12:00"
    },
    {
      "_uid": "example-location-showroom-1",
      "component": "opening_range",
      "day": "monday",
      "opens": "13:30",
      "closes": "18:30"
    },
    {
      "_uid": "example-location-showroom-2",
      "component": "opening_range",
      "day": "tuesday",
      "opens": "08:30",
      "closes": "12:00"
    },
    {
      "_uid": "example-location-showroom-3",
      "component": "opening_range",
      "day": "tuesday",
      "opens": "13:30",
      "closes": "18:30"
    },
    {
      "_uid": "example-location-showroom-4",
      "component": "opening_range",
      "day": "wednesday",
      "opens": "08:30",
      "closes": "12:00"
    },
    {
      "_uid": "example-location-showroom-5",
      "component": "opening_range",
      "day": "wednesday",
      "opens": "13:30",
      "closes": "18:30"
    },
    {
      "_uid": "example-location-showroom-6",
      "component": "opening_range",
      "day": "thursday",
      "opens": "08:30",
      "closes": "12:00"
    },
    {
      "_uid": "example-location-showroom-7",
      "component": "opening_range",
      "day": "thursday",
      "opens": "13:30",
      "closes": "18:30"
    },
    {
      "_uid": "example-location-showroom-8",
      "component": "opening_range",
      "day": "friday",
      "opens": "08:30",
      "closes": "12:00"
    },
    {
      "_uid": "example-location-showroom-9",
      "component": "opening_range",
      "day": "friday",
      "opens": "13:30",
      "closes": "18:30"
    },
    {
      "_uid": "example-location-showroom-10",
      "component": "opening_range",
      "day": "saturday",
      "opens": "09:00",
      "closes": "16:00"
    }
  ],
  "workshop_hours": [
    {
      "_uid": "example-location-workshop-0",
      "component": "opening_range",
      "day": "monday",
      "opens": "07:30",
      "closes": "18:00"
    },
    {
      "_uid": "example-location-workshop-1",
      "component": "opening_range",
      "day": "tuesday",
      "opens": "07:30",
      "closes": "18:00"
    },
    {
      "_uid": "example-location-workshop-2",
      "component": "opening_range",
      "day": "wednesday",
      "opens": "07:30",
      "closes": "18:00"
    },
    {
      "_uid": "example-location-workshop-3",
      "component": "opening_range",
      "day": "thursday",
      "opens": "07:30",
      "closes": "18:00"
    },
    {
      "_uid": "example-location-workshop-4",
      "component": "opening_range",
      "day": "friday",
      "opens": "07:30",
      "closes": "18:00"
    }
  ],
  "closed_on_public_holidays": true,
  "closures": [
    {
      "_uid": "example-location-closure-0",
      "component": "closure",
      "from_date": "2026-12-24 00:00",
      "to_date": "2026-12-24 00:00",
      "applies_to": "all",
      "reason": "Veille de Noël"
    }
  ],
  "vat_number": "LU12345678",
  "iban": "LU37 0019 4006 4475 1002",
  "employees": [
    {
      "_uid": "example-location-employee-0",
      "component": "employee",
      "name": "Anne Koener",
      "role": "Directrice des ventes",
      "team": "sales",
      "phone": "+352 26 58 21 10",
      "email": "anne.koener@autopolis.lu",
      "brands": []
    },
    {
      "_uid": "example-location-employee-1",
      "component": "employee",
      "name": "Yasmina Haddad",
      "role": "Conseillère commerciale Opel, Kia et MG",
      "team": "sales",
      "photo": {
        "id": 35,
        "alt": "Portrait illustré de Yasmina Haddad",
        "name": "",
        "focus": "",
        "title": "",
        "filename": "/assets/400x400/portrait-6.svg",
        "copyright": "",
        "fieldtype": "asset",
        "is_external_url": false
      },
      "phone": "+352 26 58 21 11",
      "email": "yasmina.haddad@autopolis.lu",
      "brands": [
        "opel",
        "kia",
        "mg"
      ]
    }
  ],
  "body": [],
  "seo_title": "Autopolis Niederkorn : horaires, accès et équipe",
  "seo_description": "Autopolis Niederkorn, 45, route de Pétange : horaires du showroom et de l’atelier, itinéraire et conseillers Opel, Kia, Suzuki, MG et Isuzu.",
  "noindex": false
};
