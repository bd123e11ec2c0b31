import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import Cable from '@mui/icons-material/Cable';
import ContactPhone from '@mui/icons-material/ContactPhone';
import Landscape from '@mui/icons-material/Landscape';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Place from '@mui/icons-material/Place';
import Sensors from '@mui/icons-material/Sensors';
import ViewList from '@mui/icons-material/ViewList';
import type { ComponentType } from 'react';

/** Icons resources may name. Importing them one by one keeps the bundle free of the other 2,000. */
const ICONS: Record<string, ComponentType> = { Build, Business, Cable, ContactPhone, Landscape, PhotoCamera, Place, Sensors };

export const iconFor = (name: string): ComponentType => ICONS[name] ?? ViewList;
