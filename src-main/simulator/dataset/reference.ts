// Fixed reference data of the demo market: a West-African regional exchange (BRVM-style, the
// eight WAEMU member states, XOF) with fictional listed companies. Names are invented on purpose;
// they only need to read like a real regional bourse.

export const EXCHANGE = {
  code: 'BRVM',
  name: 'Bourse Régionale des Valeurs Mobilières',
  currencyCode: 'XOF',
  currencyName: 'Franc CFA (BCEAO)',
} as const;

export interface MemberState {
  code: string;
  name: string;
  city: string;
  /** International dialling prefix and the local number pattern's first digits. */
  phonePrefix: string;
  phoneLead: string;
  /** ISIN prefix as issued locally (CI, SN, BF…). */
  isinPrefix: string;
}

export const MEMBER_STATES: readonly MemberState[] = [
  { code: 'CI', name: "Côte d'Ivoire", city: 'Abidjan', phonePrefix: '+225', phoneLead: '27 20', isinPrefix: 'CI' },
  { code: 'SN', name: 'Sénégal', city: 'Dakar', phonePrefix: '+221', phoneLead: '33 8', isinPrefix: 'SN' },
  { code: 'BF', name: 'Burkina Faso', city: 'Ouagadougou', phonePrefix: '+226', phoneLead: '25 30', isinPrefix: 'BF' },
  { code: 'ML', name: 'Mali', city: 'Bamako', phonePrefix: '+223', phoneLead: '20 22', isinPrefix: 'ML' },
  { code: 'BJ', name: 'Bénin', city: 'Cotonou', phonePrefix: '+229', phoneLead: '21 31', isinPrefix: 'BJ' },
  { code: 'TG', name: 'Togo', city: 'Lomé', phonePrefix: '+228', phoneLead: '22 21', isinPrefix: 'TG' },
  { code: 'NE', name: 'Niger', city: 'Niamey', phonePrefix: '+227', phoneLead: '20 73', isinPrefix: 'NE' },
  { code: 'GW', name: 'Guinée-Bissau', city: 'Bissau', phonePrefix: '+245', phoneLead: '95 5', isinPrefix: 'GW' },
];

export type Sector =
  | 'Finances'
  | 'Télécommunications'
  | 'Consommation de base'
  | 'Consommation discrétionnaire'
  | 'Industriels'
  | 'Énergie'
  | 'Services publics';

export interface CompanyDef {
  /** Full company name (org_name). */
  org: string;
  /** Short trading name; the share name is this plus the country code. */
  short: string;
  mnemo: string;
  country: string;
  sector: Sector;
  /** Banks report net banking income. */
  bank?: boolean;
  /** What the company does, completing "… est <activity>". */
  activity: string;
}

export const COMPANIES: readonly CompanyDef[] = [
  { org: "Banque Lagunaire d'Abidjan", short: 'BQ LAGUNAIRE', mnemo: 'BLAB', country: 'CI', sector: 'Finances', bank: true, activity: 'une banque universelle au service des entreprises et des particuliers' },
  { org: 'Union Bancaire du Sahel', short: 'UNION BANC SAHEL', mnemo: 'UBSA', country: 'SN', sector: 'Finances', bank: true, activity: 'une banque commerciale présente dans quatre pays de l’Union' },
  { org: 'Crédit Populaire du Faso', short: 'CREDIT POP FASO', mnemo: 'CPFB', country: 'BF', sector: 'Finances', bank: true, activity: 'une banque de détail tournée vers les PME et l’agriculture' },
  { org: 'Banque Commerciale du Niger', short: 'BQ COMM NIGER', mnemo: 'BCNI', country: 'NE', sector: 'Finances', bank: true, activity: 'la première banque commerciale du pays par le total de bilan' },
  { org: "Société Togolaise de Banque et d'Investissement", short: 'STBI', mnemo: 'STBI', country: 'TG', sector: 'Finances', bank: true, activity: 'une banque d’investissement et de financement de projets' },
  { org: "Banque Malienne de l'Habitat", short: 'BQ HABITAT MALI', mnemo: 'BMHA', country: 'ML', sector: 'Finances', bank: true, activity: 'une banque spécialisée dans le crédit immobilier' },
  { org: "Caisse d'Épargne du Bénin", short: 'CAISSE EPARGNE BN', mnemo: 'CEBN', country: 'BJ', sector: 'Finances', bank: true, activity: 'un établissement d’épargne et de microcrédit' },
  { org: 'Ecobanque Atlantique Holding', short: 'ECOBANQUE ATL', mnemo: 'EBAH', country: 'TG', sector: 'Finances', bank: true, activity: 'un groupe bancaire panafricain présent dans 18 pays' },
  { org: 'Banque Ouest-Africaine de Financement', short: 'BOAF', mnemo: 'BOAF', country: 'SN', sector: 'Finances', bank: true, activity: 'une banque de financement des infrastructures' },
  { org: 'Crédit Mutuel de la Lagune', short: 'CREDIT MUT LAGUNE', mnemo: 'CMLG', country: 'CI', sector: 'Finances', bank: true, activity: 'une banque mutualiste de proximité' },
  { org: 'Banque Nationale d’Investissement du Sénégal', short: 'BNI SENEGAL', mnemo: 'BNIS', country: 'SN', sector: 'Finances', bank: true, activity: 'une banque publique de développement' },
  { org: 'Assurances Générales de l’Ouest Africain', short: 'ASSUR GEN OUEST', mnemo: 'AGOF', country: 'CI', sector: 'Finances', activity: 'un assureur multibranche (IARD & vie)' },
  { org: 'Société Africaine de Crédit-Bail', short: 'AFRICAINE CREDIT BAIL', mnemo: 'SACB', country: 'CI', sector: 'Finances', activity: 'un spécialiste du crédit-bail mobilier et immobilier' },
  { org: 'Compagnie Sahélienne de Réassurance', short: 'SAHEL REASSURANCE', mnemo: 'CSRE', country: 'BF', sector: 'Finances', activity: 'un réassureur régional' },
  { org: 'Société Ivoirienne de Télécommunications Mobiles', short: 'SITEL MOBILE', mnemo: 'SITM', country: 'CI', sector: 'Télécommunications', activity: 'l’opérateur mobile leader du pays, également actif dans le « mobile money »' },
  { org: 'Sahel Télécom', short: 'SAHEL TELECOM', mnemo: 'SHTL', country: 'SN', sector: 'Télécommunications', activity: 'un opérateur intégré (fixe, mobile, internet & data center)' },
  { org: 'Faso Connect', short: 'FASO CONNECT', mnemo: 'FCON', country: 'BF', sector: 'Télécommunications', activity: 'un opérateur mobile et fournisseur d’accès internet' },
  { org: 'Togo Numérique', short: 'TOGO NUMERIQUE', mnemo: 'TGNM', country: 'TG', sector: 'Télécommunications', activity: 'un opérateur de fibre optique et de services numériques' },
  { org: 'Palmeraies Réunies de Côte d’Ivoire', short: 'PALMERAIES CI', mnemo: 'PRCI', country: 'CI', sector: 'Consommation de base', activity: 'un producteur intégré d’huile de palme brute et raffinée' },
  { org: 'Société Hévéicole du Bandama', short: 'HEVEA BANDAMA', mnemo: 'SHBA', country: 'CI', sector: 'Consommation de base', activity: 'un producteur et transformateur de caoutchouc naturel' },
  { org: 'Compagnie Sucrière du Sénégal Oriental', short: 'SUCRIERE SN ORIENTAL', mnemo: 'CSSO', country: 'SN', sector: 'Consommation de base', activity: 'un producteur de sucre de canne' },
  { org: 'Nouvelles Brasseries du Faso', short: 'BRASSERIES FASO', mnemo: 'NBFA', country: 'BF', sector: 'Consommation de base', activity: 'un brasseur et embouteilleur de boissons gazeuses' },
  { org: "Moulins Modernes de l'Ouest", short: 'MOULINS OUEST', mnemo: 'MMOU', country: 'CI', sector: 'Consommation de base', activity: 'un meunier (farines, semoule & aliments pour bétail)' },
  { org: 'Société Cotonnière du Mali', short: 'COTONNIERE MALI', mnemo: 'SCMA', country: 'ML', sector: 'Consommation de base', activity: 'un égreneur et exportateur de coton fibre' },
  { org: 'Huilerie et Savonnerie du Bénin', short: 'HUILERIE BENIN', mnemo: 'HSBN', country: 'BJ', sector: 'Consommation de base', activity: 'un fabricant d’huiles alimentaires et de savons' },
  { org: 'Cacao Transformation Côte d’Ivoire', short: 'CACAO TRANSFO CI', mnemo: 'CTCI', country: 'CI', sector: 'Consommation de base', activity: 'un broyeur de fèves de cacao (beurre, masse & poudre)' },
  { org: 'Laiterie du Plateau', short: 'LAITERIE PLATEAU', mnemo: 'LPLT', country: 'SN', sector: 'Consommation de base', activity: 'un transformateur de lait local' },
  { org: "Compagnie de Distribution de l'Afrique de l'Ouest", short: 'CIE DISTRIB OUEST', mnemo: 'CDAO', country: 'CI', sector: 'Consommation discrétionnaire', activity: 'un distributeur de biens d’équipement et de produits de grande consommation' },
  { org: 'Sahel Automobiles', short: 'SAHEL AUTOMOBILES', mnemo: 'SAUT', country: 'SN', sector: 'Consommation discrétionnaire', activity: 'un concessionnaire automobile multimarque' },
  { org: 'Grands Magasins de la Lagune', short: 'GRANDS MAGASINS', mnemo: 'GMLG', country: 'CI', sector: 'Consommation discrétionnaire', activity: 'une chaîne de supermarchés et d’hypermarchés' },
  { org: 'Hôtels et Loisirs du Golfe', short: 'HOTELS GOLFE', mnemo: 'HLGF', country: 'TG', sector: 'Consommation discrétionnaire', activity: 'un groupe hôtelier d’affaires' },
  { org: 'Société Ivoirienne de Distribution Pharmaceutique', short: 'DISTRIB PHARMA CI', mnemo: 'SIDP', country: 'CI', sector: 'Consommation discrétionnaire', activity: 'un grossiste-répartiteur de médicaments' },
  { org: 'Ciments du Sahel Occidental', short: 'CIMENTS SAHEL', mnemo: 'CSOC', country: 'SN', sector: 'Industriels', activity: 'un cimentier (clinker, ciment & granulats)' },
  { org: 'Société Africaine de Tubes et Profilés', short: 'TUBES PROFILES', mnemo: 'SATP', country: 'CI', sector: 'Industriels', activity: 'un fabricant de tubes d’acier et de profilés' },
  { org: "Câbleries de l'Atlantique", short: 'CABLERIES ATL', mnemo: 'CBAT', country: 'CI', sector: 'Industriels', activity: 'un fabricant de câbles électriques et téléphoniques' },
  { org: 'Peintures & Vernis d’Afrique', short: 'PEINTURES AFRIQUE', mnemo: 'PVAF', country: 'CI', sector: 'Industriels', activity: 'un fabricant de peintures, vernis & enduits' },
  { org: 'Transports Maritimes de la Lagune', short: 'TRANSP MARITIMES', mnemo: 'TMLG', country: 'CI', sector: 'Industriels', activity: 'un armateur et transitaire' },
  { org: 'Manutention Portuaire de Lomé', short: 'MANUTENTION LOME', mnemo: 'MPLO', country: 'TG', sector: 'Industriels', activity: 'un opérateur de terminal à conteneurs' },
  { org: 'Air Sahel Logistique', short: 'AIR SAHEL LOG', mnemo: 'ASLO', country: 'SN', sector: 'Industriels', activity: 'un prestataire de fret aérien et de logistique' },
  { org: 'Distribution Pétrolière de Côte d’Ivoire', short: 'DISTRIB PETROLE CI', mnemo: 'DPCI', country: 'CI', sector: 'Énergie', activity: 'un distributeur de carburants et lubrifiants (312 stations)' },
  { org: 'Sahel Carburants', short: 'SAHEL CARBURANTS', mnemo: 'SCAR', country: 'SN', sector: 'Énergie', activity: 'un importateur et distributeur de produits pétroliers' },
  { org: 'Société Ivoirienne de Raffinage du Golfe', short: 'RAFFINAGE GOLFE', mnemo: 'SIRG', country: 'CI', sector: 'Énergie', activity: 'un raffineur de pétrole brut' },
  { org: 'Énergies Renouvelables du Faso', short: 'ENR FASO', mnemo: 'ERFA', country: 'BF', sector: 'Énergie', activity: 'un producteur indépendant d’électricité solaire' },
  { org: "Compagnie Ivoirienne d'Électricité et d'Eau", short: 'CIE ELEC EAU', mnemo: 'CIEE', country: 'CI', sector: 'Services publics', activity: 'le concessionnaire de la distribution d’électricité et d’eau potable' },
  { org: 'Société des Eaux du Sénégal Oriental', short: 'EAUX SN ORIENTAL', mnemo: 'SESO', country: 'SN', sector: 'Services publics', activity: 'un exploitant de réseaux d’eau potable' },
  { org: 'Énergie Électrique du Niger', short: 'ENERGIE NIGER', mnemo: 'EENI', country: 'NE', sector: 'Services publics', activity: 'le distributeur national d’électricité' },
];

export const MALE_FIRST_NAMES = [
  'Amadou', 'Mamadou', 'Ibrahim', 'Moussa', 'Kouadio', 'Jean-Baptiste', 'Serge', 'Cheikh', 'Ousmane', 'Abdoulaye',
  'Yao', 'Koffi', 'Issa', 'Boubacar', 'Lamine', 'Patrice', 'Didier', 'Souleymane', 'Hamidou', 'Kodjo', 'Félix', 'Modibo',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Aminata', 'Fatou', 'Awa', 'Mariam', 'Adjoua', 'Aïssata', 'Khadija', 'Rokia', 'Nathalie', 'Akissi', 'Ndèye', 'Béatrice',
  'Salimata', 'Ramatoulaye', 'Edwige', 'Clarisse', 'Oumou', 'Affoué',
] as const;

export const FAMILY_NAMES = [
  'Diallo', 'Ndiaye', 'Traoré', 'Ouédraogo', 'Konaté', 'Sow', 'Bamba', 'Coulibaly', 'Diop', 'Fall', 'Touré', 'Kaboré',
  'Kouassi', 'Koné', 'Sanogo', 'Yéo', 'Gbagbo-Aka', 'Mensah', 'Agbodjan', 'Hounkpè', 'Adjovi', 'Mahamadou', 'Issoufou',
  'Keïta', 'Cissé', 'Sylla', 'Faye', 'Gueye', 'Zongo', 'Sawadogo', 'N’Guessan', 'Ake', 'Tano', 'Dembélé', 'Baldé',
] as const;

export const STREETS = [
  'Avenue Lamblin', 'Boulevard de la République', 'Rue du Commerce', 'Avenue Chardy', 'Boulevard Roume',
  'Rue Jesse Owens', 'Avenue Léopold Sédar Senghor', 'Boulevard du 13 Janvier', 'Avenue Kwame Nkrumah', 'Route de Bingerville',
] as const;
